import { Modal } from '@mantine/core';
import type { ComponentType } from 'react';
import type { PropertyView } from '../../../domain/property.ts';

/** What a dialog about one property is given by the screen that opens it. */
export interface PropertyDialogProps {
  property: PropertyView;
  opened: boolean;
  onClose: () => void;
}

/**
 * A dialog about one property (its address, its certificate's shares): centred and large, its content
 * mounted only while it is open, so every opening starts from the property as it is now, and closed when the
 * content is done.
 */
export function propertyDialog(
  title: string,
  Content: ComponentType<{ property: PropertyView; onDone: () => void }>,
) {
  return function PropertyDialog({ property, opened, onClose }: PropertyDialogProps) {
    return (
      <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
        <Content property={property} onDone={onClose} />
      </Modal>
    );
  };
}

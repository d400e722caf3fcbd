import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a dialog takes from the screen that opens it. */
export interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * A dialog about one thing (a client, an auditor, an order): open only while there is one, its content
 * drawn for it, centred unless told otherwise. Key the content by the thing, so that the next one starts
 * afresh.
 */
export function SubjectModal<T>({
  subject,
  opened,
  children,
  ...modal
}: DialogProps &
  Omit<ModalProps, 'opened' | 'onClose' | 'children'> & {
    subject: T | null;
    children: (subject: T) => ReactNode;
  }) {
  return (
    <Modal centered opened={opened && subject !== null} {...modal}>
      {subject !== null && children(subject)}
    </Modal>
  );
}

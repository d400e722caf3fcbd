import { Center, Loader, VisuallyHidden, type CenterProps } from '@mantine/core';

/** A spinner that screen readers announce as a status with its Hungarian label. */
export function Busy({ label, ...props }: { label: string } & CenterProps) {
  return (
    <Center role="status" {...props}>
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

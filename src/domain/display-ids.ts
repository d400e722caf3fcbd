// Displayed ids (docs/product.md, 'Display ids'). We number clients and auditors in order of registration.
export function clientDisplayId(number: number): string {
  return `KH-${String(number).padStart(5, '0')}`;
}

export function auditorDisplayId(number: number): string {
  return `TAN-${String(number).padStart(6, '0')}`;
}

// The client's property: its certificate, which the bank's client detail also hands out.
export { openCertificate } from './downloads.ts';

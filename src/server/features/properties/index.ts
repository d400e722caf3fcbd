// The client's property: its certificate, which the bank's client detail and the machine API also hand out.
export { openCertificate, openDocument } from './downloads.ts';

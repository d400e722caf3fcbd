// The part of s3rver (a real S3-compatible server in Node, a development package) the file-store tests use;
// the package ships no types.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer: Server;
  }
}

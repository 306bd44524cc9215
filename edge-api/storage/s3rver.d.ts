// s3rver (a dev dependency, the S3 test's server) ships no types: what s3-object-store.test.ts uses.
declare module 's3rver' {
  type S3rverOptions = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

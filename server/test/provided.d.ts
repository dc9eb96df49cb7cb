declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped once per run (stack.md fact 11). */
    pgliteSnapshotFile: string;
    /** The admin URL and the migrated template database tests copy from. */
    postgres: { adminUrl: string; template: string };
  }
}
export {};

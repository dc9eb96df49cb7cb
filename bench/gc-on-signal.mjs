// Loaded into a bench's server process (NODE_OPTIONS="--expose-gc --import …", bench/memory.ts):
// SIGUSR2 runs a full garbage collection, so resident memory is read after one. Not the product's.
process.on('SIGUSR2', () => globalThis.gc?.());

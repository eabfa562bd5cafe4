// Loaded into the server by bench/memoryBench.ts (`node --import`): sends the server's own
// process.memoryUsage() to the benchmark every MEMORY_REPORT_MS, with the size of every
// WebAssembly memory made in the process (PGlite's PostgreSQL heap: a WASM memory only grows).
const wasmMemories = [];
const NativeMemory = WebAssembly.Memory;
WebAssembly.Memory = class extends NativeMemory {
  constructor(descriptor) {
    super(descriptor);
    wasmMemories.push(new WeakRef(this));
  }
};

const report = () => {
  const wasmBytes = wasmMemories.reduce((sum, ref) => sum + (ref.deref()?.buffer.byteLength ?? 0), 0);
  process.send?.({ ...process.memoryUsage(), wasmBytes });
};
setInterval(report, Number(process.env.MEMORY_REPORT_MS ?? 2000)).unref();

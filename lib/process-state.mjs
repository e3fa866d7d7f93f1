// The composition root of a process: every piece of state it keeps for its whole life (pools, caches,
// buffers, registries, timers, servers) is held here under one name, created by whichever code asks first
// and replaced only by tests and shutdowns. Nothing else in lib/ or app/ touches the global object.
//
// Why one object on the global: Next bundles each route (and the instrumentation that starts the jobs)
// separately, so a module-level variable would exist once per bundle, and once more after every
// dev-server reload; the renderer pool, the click buffer or a cache must be one per process. The names
// in use are listed by processStateNames() (and in docs/design/process-state.md).
//
// Plain JavaScript, so worker threads (.mjs, run without a loader) can use it too.

const KEY = Symbol.for("docplatform.processState");
/** @type {Map<string, unknown>} */
const root = (/** @type {Record<symbol, Map<string, unknown>>} */ (/** @type {unknown} */ (globalThis)))[KEY] ??= new Map();

/**
 * The process's `name`, made by `create` the first time it is asked for.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processState(name, create) {
  if (!root.has(name)) root.set(name, create());
  return /** @type {T} */ (root.get(name));
}

/**
 * A named place for something a process starts and stops (a pool, a server, a timer): read it, set it,
 * clear it (set undefined).
 * @template T
 * @param {string} name
 */
export function processSlot(name) {
  return {
    /** @returns {T | undefined} */
    get: () => /** @type {T | undefined} */ (root.get(name)),
    /** @param {T | undefined} value @returns {T | undefined} */
    set: (value) => {
      if (value === undefined) root.delete(name);
      else root.set(name, value);
      return value;
    },
  };
}

/**
 * A service the process makes on first use and stops on shutdown (a pool): `get()` makes or returns it,
 * `stop()` takes it out (the next `get()` makes a new one) and stops it.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @param {(service: T) => Promise<unknown>} stop
 */
export function processService(name, create, stop) {
  /** @type {{ get(): T | undefined; set(value: T | undefined): T | undefined }} */
  const slot = processSlot(name);
  return {
    /** @returns {T} */
    get: () => slot.get() ?? /** @type {T} */ (slot.set(create())),
    /** @returns {Promise<void>} */
    stop: async () => {
      const service = slot.get();
      slot.set(undefined);
      if (service !== undefined) await stop(service);
    },
  };
}

/** The names of the state this process holds now. */
export function processStateNames() {
  return [...root.keys()].sort();
}

/**
 * Installs a value on the global object for a library that looks for it there (pdf.js's in-thread
 * worker, compiled templates' output hook, a worker thread's allocation guard).
 * @param {string | symbol} name
 * @param {unknown} value
 */
export function defineGlobal(name, value) {
  /** @type {Record<string | symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[name] = value;
}

/**
 * A global a library or our own hook installed with defineGlobal, or undefined.
 * @param {string | symbol} name
 * @returns {unknown}
 */
export function readGlobal(name) {
  return /** @type {Record<string | symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[name];
}

// Types of process-state.mjs (plain JavaScript, so worker threads can import it without a loader).
export function processState<T>(name: string, create: () => T): T;
export function processSlot<T>(name: string): { get(): T | undefined; set<V extends T | undefined>(value: V): V };
export function processService<T>(name: string, create: () => T, stop: (service: T) => Promise<unknown>): { get(): T; stop(): Promise<void> };
export function processStateNames(): string[];
export function defineGlobal(name: string | symbol, value: unknown): void;
export function readGlobal(name: string | symbol): unknown;

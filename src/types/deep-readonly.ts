/**
 * T with every array and object readonly, all the way down. A component that only reads its data
 * takes this, so the generated (readonly) page-query types fit its props as well as the contract's.
 */
export type DeepReadonly<T> =
  T extends ReadonlyArray<infer U> ? ReadonlyArray<DeepReadonly<U>> : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

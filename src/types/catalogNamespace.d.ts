/** A lazy namespace of a message catalog, compiled (scripts/vite/compiledCatalogs.ts). */
declare module '*.json?namespace=studio' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?namespace=stream' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?namespace=premium' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?namespace=offline' {
  const messages: Record<string, unknown>;
  export default messages;
}

declare module '*.json?namespace=account' {
  const messages: Record<string, unknown>;
  export default messages;
}

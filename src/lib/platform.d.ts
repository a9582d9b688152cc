/**
 * The only platform the engine needs: three web-standard globals that every
 * JavaScript runtime has (browsers, Node, Deno, Bun, workers). The library's
 * type check (tsconfig.lib.json) sees these and no DOM or Node types, so a
 * use of any other browser or Node API in src/core or src/lib fails it.
 */
export {};

declare global {
  class TextDecoder {
    constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
    decode(input?: Uint8Array): string;
  }

  class TextEncoder {
    encode(input?: string): Uint8Array;
  }

  class URL {
    constructor(url: string | URL, base?: string | URL);
    href: string;
    readonly origin: string;
    protocol: string;
    username: string;
    password: string;
    host: string;
    hostname: string;
    port: string;
    pathname: string;
    search: string;
    hash: string;
  }
}

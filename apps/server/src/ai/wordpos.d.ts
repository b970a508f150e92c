// wordpos ships no types: the part of its API that nearby-topics.ts uses
declare module 'wordpos' {
  export default class WordPOS {
    constructor(options?: Record<string, unknown>);
    lookupNoun(word: string): Promise<unknown[]>;
    seek(offset: string, pos: 'n' | 'v' | 'a' | 'r'): Promise<unknown>;
  }
}

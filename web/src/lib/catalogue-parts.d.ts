/** A part of a language's catalogue (catalogue-parts-plugin.ts). */
declare module 'virtual:catalogue/*' {
  const texts: import('i18next').ResourceKey;
  export default texts;
}

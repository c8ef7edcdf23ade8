'use strict';
// eslint-plugin-boundaries resolves imports through eslint-module-utils, which loads resolvers by
// path and speaks the v2 interface. This hands it import-x's node resolver (package `exports`,
// workspace symlinks to real paths), so `@lunchbox/kit/errors` lands on packages/kit/src/errors.ts
// and the boundary rules see workspace imports exactly like relative ones.
const { createNodeResolver } = require('eslint-plugin-import-x');

const nodeResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] });

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    return nodeResolver.resolve(source, file);
  },
};

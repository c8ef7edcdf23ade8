import { readFileSync } from 'node:fs';
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';
import { SUPERGRAPH_FILE } from './compose-supergraph.ts';

/** Federation's own machinery in the supergraph (join__Graph, link__Purpose…), which clients never see. */
const isFederationType = (type: GraphQLNamedType) => /^(join|link)__/.test(type.name);

/** Every type, field, argument and enum value clients can see that has no description. */
function undescribed(sdl: string): string[] {
  const schema = buildSchema(sdl, { assumeValidSDL: true });
  const missing: string[] = [];
  const check = (description: string | null | undefined, where: string) => {
    if (!description?.trim()) missing.push(where);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type) || isFederationType(type)) continue;
    check(type.description, type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(field.description, `${type.name}.${field.name}`);
        for (const arg of field.args) check(arg.description, `${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) check(field.description, `${type.name}.${field.name}`);
    if (isEnumType(type)) for (const value of type.getValues()) check(value.description, `${type.name}.${value.name}`);
  }
  return missing;
}

test('when the supergraph is read, then every type, field, argument and enum value has a description', () => {
  const missing = undescribed(readFileSync(SUPERGRAPH_FILE, 'utf8'));
  assert.deepEqual(
    missing,
    [],
    `Describe these in services/*/src/schema.graphql (what it means, who may read it), then run npm run compose:supergraph:\n  ${missing.join('\n  ')}`,
  );
});

test('when a field has no description, then the check names it', () => {
  const sdl = '"The root." type Query { "Described." a: Int b("An argument." x: Int, y: Int): Int }';
  assert.deepEqual(undescribed(sdl), ['Query.b', 'Query.b(y)']);
});

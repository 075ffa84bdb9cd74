/**
 * The TypeScript types of a GraphQL document's result and variables, read off the service's schema
 * (the sandbox's SDL), as graphql-codegen's typescript-operations writes them: a field's type is
 * its schema type (String and ID: string, Int and Float: number, Boolean: boolean, an enum: the
 * union of its values), null where the schema allows it, a list as an array; a selection on a union
 * or an interface is the union of its possible types, each with its __typename. So the shapes the
 * site reads (a plan, a price, an invoice) are written once, in the SDL.
 */
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  isAbstractType,
  isObjectType,
  Kind,
  parse,
  typeFromAST,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

const SCALARS: Readonly<Record<string, string>> = { String: 'string', ID: 'string', Int: 'number', Float: 'number', Boolean: 'boolean' };

function scalarOrEnum(type: GraphQLScalarType | GraphQLEnumType): string {
  if (type instanceof GraphQLEnumType)
    return type
      .getValues()
      .map((value) => `'${value.name}'`)
      .join(' | ');
  return SCALARS[type.name] ?? 'unknown';
}

/** The type of a value of this schema type, whose selection (for an object, union or interface) is given. */
function outputType(schema: GraphQLSchema, type: GraphQLOutputType, selection: SelectionSetNode | undefined): string {
  if (type instanceof GraphQLNonNull) return nonNull(schema, type.ofType, selection);
  return `${nonNull(schema, type, selection)} | null`;
}

function nonNull(schema: GraphQLSchema, type: GraphQLOutputType, selection: SelectionSetNode | undefined): string {
  if (type instanceof GraphQLNonNull) return nonNull(schema, type.ofType, selection);
  if (type instanceof GraphQLList) {
    const item = outputType(schema, type.ofType, selection);
    return item.includes(' | ') ? `(${item})[]` : `${item}[]`;
  }
  if (type instanceof GraphQLScalarType || type instanceof GraphQLEnumType) return scalarOrEnum(type);
  if (!selection) throw new Error(`a field of type ${type.name} needs a selection`);
  return selectionType(schema, type, selection);
}

/** An object's selection as a record; a union's or an interface's as the union over the types it can be. */
function selectionType(schema: GraphQLSchema, type: GraphQLCompositeType, selection: SelectionSetNode): string {
  if (isObjectType(type)) return objectSelection(schema, type, selection);
  if (isAbstractType(type))
    return schema
      .getPossibleTypes(type)
      .map((possible) => objectSelection(schema, possible, selection))
      .join(' | ');
  throw new Error(`cannot select on ${String(type)}`);
}

/** The fields a selection takes of one object type: its own, and those of the inline fragments that apply to it. */
function objectSelection(schema: GraphQLSchema, type: GraphQLObjectType, selection: SelectionSetNode): string {
  const members: string[] = [];
  const collect = (set: SelectionSetNode): void => {
    for (const node of set.selections) {
      if (node.kind === Kind.INLINE_FRAGMENT) {
        const condition = node.typeCondition?.name.value;
        const applies = condition === undefined || condition === type.name || type.getInterfaces().some((face) => face.name === condition);
        if (applies) collect(node.selectionSet);
      } else if (node.kind === Kind.FIELD) {
        const name = node.alias?.value ?? node.name.value;
        if (node.name.value === '__typename') members.push(`__typename: '${type.name}'`);
        else {
          const field = type.getFields()[node.name.value];
          if (!field) throw new Error(`${type.name} has no field ${node.name.value}`);
          members.push(`${name}: ${outputType(schema, field.type, node.selectionSet)}`);
        }
      } else throw new Error('named fragments are not used by the site: write the fields, or an inline fragment');
    }
  };
  collect(selection);
  return `{ ${[...new Set(members)].join('; ')} }`;
}

function inputType(type: GraphQLInputType): string {
  if (type instanceof GraphQLNonNull) return inputType(type.ofType);
  if (type instanceof GraphQLList) return `${inputType(type.ofType)}[]`;
  const named = getNamedType(type);
  if (named instanceof GraphQLScalarType || named instanceof GraphQLEnumType) return scalarOrEnum(named);
  const fields = Object.values((named as { getFields(): Record<string, { name: string; type: GraphQLInputType }> }).getFields());
  return `{ ${fields.map((field) => `${field.name}${field.type instanceof GraphQLNonNull ? '' : '?'}: ${inputType(field.type)}`).join('; ')} }`;
}

/** `export type NAMEResult = ...;` and `export type NAMEVariables = ...;` for the one operation of a document. */
export function documentTypes(schema: GraphQLSchema, name: string, source: string): string {
  const operation = parse(source).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error(`document ${name} has no operation`);
  const root = schema.getRootType(operation.operation);
  if (!root) throw new Error(`the schema has no ${operation.operation} type (document ${name})`);
  const variables = (operation.variableDefinitions ?? []).map((definition) => {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`document ${name}: unknown type of $${definition.variable.name.value}`);
    return `${definition.variable.name.value}${type instanceof GraphQLNonNull ? '' : '?'}: ${inputType(type)}`;
  });
  return [
    `export type ${name}Result = ${selectionType(schema, root, operation.selectionSet)};`,
    `export type ${name}Variables = ${variables.length > 0 ? `{ ${variables.join('; ')} }` : 'Record<string, never>'};`,
  ].join('\n');
}

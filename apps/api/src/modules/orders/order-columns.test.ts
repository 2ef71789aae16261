import {
  Kind,
  parse,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { orderColumnsAsked } from './order-columns.ts';

/** The resolve info of the first root field of `query`, as graphql-js hands it to a resolver. */
function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

const ALWAYS = ['createdAt', 'id', 'paymentError', 'returnDueAt', 'status', 'userId'];

describe('orderColumnsAsked', () => {
  it('reads the columns of the fields asked for, and those every order needs', () => {
    const info = infoOf('{ myOrders { total list { id number status canPay } } }');
    expect(orderColumnsAsked(info, 'list')).toEqual([...ALWAYS, 'number'].sort());
  });

  it('follows fragments and aliases', () => {
    const info = infoOf(`
      query { myOrders { rows: list { ...Row ... on Order { amount: totalPence } } } }
      fragment Row on Order { deliveryAddress { city } paidAt }
    `);
    expect(orderColumnsAsked(info, 'list')).toEqual(
      [
        ...ALWAYS,
        'address',
        'city',
        'country',
        'paidAt',
        'postalCode',
        'recipientName',
        'totalPence',
      ].sort(),
    );
  });

  it('reads every column for a field it does not know', () => {
    const info = infoOf('{ myOrders { list { id somethingNew } } }');
    expect(orderColumnsAsked(info, 'list')).toBeUndefined();
  });
});

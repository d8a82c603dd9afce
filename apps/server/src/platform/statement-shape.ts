import {
  Column,
  is,
  isSQLWrapper,
  Name,
  Param,
  Placeholder,
  SQL,
  sql,
  StringChunk,
  Subquery,
  Table,
  View,
} from 'drizzle-orm';
import { isPgEnum } from 'drizzle-orm/pg-core';

/**
 * The shape of an SQL fragment (issue 29, goal 2): its text with each value lifted out, so one list
 * statement per filter shape is built by Drizzle once and then only filled with values. The walk follows
 * Drizzle's own (sql.js, buildQueryFromSourceParams) chunk by chunk and in the same order, so equal keys
 * always mean equal statement texts; a value that changes the text (an inlined one, a Param its encoder
 * turns into SQL) is part of the key, not lifted.
 */
export interface Shape {
  /** The fragment's text with '?' for each lifted value, each piece length-prefixed (unambiguous). */
  key: string;
  /** The lifted values, in the order their placeholders `v0`, `v1`, … appear. */
  values: unknown[];
}

/** The text Drizzle writes for a table, column, view, enum or aliased field: the key reads it once per object. */
export type LeafText = (chunk: object) => string;

const piece = (text: string) => `${text.length}:${text}`;

/** The prefix of the placeholder names a shape's values fill. */
const valueName = (i: number) => `v${i}`;

/**
 * Walks `fragment`: its key and values, and with `rebuild` the same fragment with every lifted value
 * replaced by its placeholder (only when a shape is first seen).
 */
export function shapeOf(fragment: SQL, leafText: LeafText): Shape;
export function shapeOf(fragment: SQL, leafText: LeafText, rebuild: true): Shape & { template: SQL };
export function shapeOf(fragment: SQL, leafText: LeafText, rebuild = false): Shape & { template?: SQL } {
  const key: string[] = [];
  const values: unknown[] = [];

  const lift = (value: unknown): unknown => {
    key.push('?');
    values.push(value);
    return rebuild ? sql.placeholder(valueName(values.length - 1)) : undefined;
  };
  const fixed = (value: unknown): unknown => {
    // An inlined value is written into the text: it is part of the shape.
    key.push(piece(`=${JSON.stringify(value) ?? String(value)}`));
    return value;
  };

  function walk(chunk: unknown, inline: boolean): unknown {
    if (is(chunk, StringChunk)) {
      key.push(piece(chunk.value.join('')));
      return chunk;
    }
    if (is(chunk, Name)) {
      key.push(piece(`"${chunk.value}`));
      return chunk;
    }
    if (chunk === undefined) return chunk;
    if (Array.isArray(chunk)) {
      key.push(`[${chunk.length};`);
      const items = chunk.map((c) => walk(c, inline));
      key.push(']');
      return items;
    }
    if (is(chunk, SQL)) {
      const inlined = (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
      const inner = inline || inlined;
      key.push(inner ? '{i' : '{');
      const chunks = chunk.queryChunks.map((c) => walk(c, inner));
      key.push('}');
      if (!rebuild) return undefined;
      const copy = new SQL(chunks as SQL['queryChunks']);
      return inlined ? copy.inlineParams() : copy;
    }
    if (is(chunk, Table) || is(chunk, Column) || is(chunk, View)) {
      key.push(piece(leafText(chunk)));
      return chunk;
    }
    if (is(chunk, Param)) {
      if (is(chunk.value, Placeholder)) {
        key.push(piece(`$${chunk.value.name}`));
        return chunk;
      }
      const mapped: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (is(mapped, SQL)) return walk(mapped, inline);
      return inline ? fixed(mapped) : lift(mapped);
    }
    if (is(chunk, Placeholder)) {
      key.push(piece(`$${chunk.name}`));
      return chunk;
    }
    if (is(chunk, SQL.Aliased) && chunk.fieldAlias !== undefined) {
      key.push(piece(leafText(chunk)));
      return chunk;
    }
    if (is(chunk, Subquery)) {
      if (chunk._.isWith) {
        key.push(piece(`"${chunk._.alias}`));
        return chunk;
      }
      return walk(sql`(${chunk._.sql}) ${new Name(chunk._.alias)}`, inline);
    }
    if (isPgEnum(chunk)) {
      key.push(piece(leafText(chunk)));
      return chunk;
    }
    if (isSQLWrapper(chunk)) {
      const omit = (chunk as { shouldOmitSQLParens?: () => boolean }).shouldOmitSQLParens?.();
      return walk(omit ? chunk.getSQL() : sql`(${chunk.getSQL()})`, inline);
    }
    return inline ? fixed(chunk) : lift(chunk);
  }

  const template = walk(fragment, false) as SQL | undefined;
  return { key: key.join(''), values, ...(rebuild ? { template } : {}) };
}

/** The placeholder values of a shape's lifted values. */
export function shapeValues(values: readonly unknown[]): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  for (const [i, value] of values.entries()) named[valueName(i)] = value;
  return named;
}

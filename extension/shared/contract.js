/**
 * The one way the extension reads a receipt, a history entry or another host record:
 * `field(receipt, 'Receipt.ledger.releases')`. The path names the host's JSON Schema definition
 * (extension/protocol.schema.json, generated from the host's models) and the fields under it,
 * always as a literal, so a test can check every path the extension reads against the schema:
 * a field the host renamed fails that test instead of showing the user a blank.
 * Missing values (absent, or null on the wire) read as `undefined`.
 */
export function field(record, path) {
  let value = record;
  for (const key of path.split('.').slice(1)) {
    if (value === null || value === undefined) return undefined;
    value = value[key];
  }
  return value ?? undefined;
}

/**
 * A small, strict reader of iCalendar text for tests: unfolds lines (RFC 5545 §3.1), splits each
 * into name, parameters and value, and groups properties by component (BEGIN/END).
 */
type IcsProperty = { name: string; params: string; value: string };
export type IcsComponent = {
  name: string;
  properties: IcsProperty[];
  /** The raw value of the component's only property `name` (throws if absent or repeated). */
  get: (name: string) => string;
  prop: (name: string) => { params: string; value: string };
};

export function parseIcs(text: string): IcsComponent[] {
  if (!text.endsWith('\r\n')) throw new Error('iCalendar text must end with CRLF');
  const lines = text
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const done: IcsComponent[] = [];
  const open: IcsComponent[] = [];
  for (const line of lines) {
    const m = /^([A-Z0-9-]+)((?:;[^:]*)?):(.*)$/.exec(line);
    if (!m) throw new Error(`not a content line: ${JSON.stringify(line)}`);
    const [, name, params, value] = m as unknown as [string, string, string, string];
    if (name === 'BEGIN') {
      const component = makeComponent(value);
      open.push(component);
      done.push(component);
    } else if (name === 'END') {
      if (open.pop()?.name !== value) throw new Error(`END:${value} closes nothing`);
    } else {
      const current = open.at(-1);
      if (!current) throw new Error(`${name} outside any component`);
      current.properties.push({ name, params: params.replace(/^;/, ''), value });
    }
  }
  if (open.length > 0) throw new Error(`${open.at(-1)!.name} is not closed`);
  return done;
}

function makeComponent(name: string): IcsComponent {
  const properties: IcsProperty[] = [];
  const prop = (key: string) => {
    const found = properties.filter((p) => p.name === key);
    if (found.length !== 1) throw new Error(`${name} has ${found.length} ${key}`);
    return { params: found[0]!.params, value: found[0]!.value };
  };
  return { name, properties, prop, get: (key) => prop(key).value };
}

/** A TEXT value as written (§3.3.11) back to the text it stands for. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

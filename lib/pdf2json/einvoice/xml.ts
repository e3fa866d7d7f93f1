// A small, strict, bounded XML reader for e-invoice attachments. Hand-written rather than a dependency:
// an e-invoice needs elements, attributes, text and CDATA only, and the safety rules are ours to enforce
// whatever parser is used:
//  - no DTD: a document with <!DOCTYPE (or any other <! declaration than a comment or CDATA) is refused
//    outright, so internal/external entities (XXE, "billion laughs") are never even read;
//  - only the five predefined entities and numeric character references are decoded; any other &name;
//    is an error (it could only have been declared in a DTD);
//  - bounded: characters (the attachment cap), elements, nesting depth, attributes per element.
// Namespaces are not resolved: every element keeps its prefix and its local name, and callers match local
// names (CII and UBL element names are unambiguous within their syntax) plus the root's namespace URI.

export type XmlNode = {
  /** Qualified name as written ("ram:ID"). */
  name: string;
  /** Name without prefix ("ID"). */
  local: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Character data directly inside the element (CDATA included), entities decoded, not trimmed. */
  text: string;
};

export type XmlLimits = { maxChars: number; maxNodes: number; maxDepth: number; maxAttrs: number };

export const XML_LIMITS: XmlLimits = { maxChars: 5 * 1024 * 1024, maxNodes: 200_000, maxDepth: 64, maxAttrs: 64 };

export class XmlError extends Error {
  constructor(
    readonly kind: "malformed" | "doctype" | "limit" | "encoding",
    message: string,
  ) {
    super(message);
    this.name = "XmlError";
  }
}

/**
 * Bytes to text: a byte-order mark wins, then the XML declaration's encoding, else UTF-8. Invalid byte
 * sequences are an error (fatal decoding), not replacement characters.
 */
export function decodeXml(bytes: Uint8Array): string {
  let label = "utf-8";
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) (label = "utf-16le"), (start = 2);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) (label = "utf-16be"), (start = 2);
  else {
    const head = Buffer.from(bytes.subarray(0, 200)).toString("latin1");
    const m = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head);
    if (m) label = m[1].toLowerCase();
  }
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes.subarray(start));
  } catch (error) {
    throw new XmlError("encoding", `the XML could not be decoded as ${label} (${(error as Error).message})`);
  }
}

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&([^;&\s]{0,12});?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new XmlError("malformed", "a bare '&' in character data");
    if (PREDEFINED[name] !== undefined) return PREDEFINED[name];
    const num = /^#x([0-9a-fA-F]{1,6})$/.exec(name) ?? /^#([0-9]{1,7})$/.exec(name);
    if (num) {
      const code = parseInt(num[1], name[1] === "x" ? 16 : 10);
      if (code > 0x10ffff || code === 0) throw new XmlError("malformed", `an invalid character reference &${name};`);
      return String.fromCodePoint(code);
    }
    throw new XmlError("doctype", `an entity reference &${name}; that is not predefined (entities are not expanded)`);
  });
}

const NAME = /^[A-Za-z_][\w.\-]*(?::[A-Za-z_][\w.\-]*)?/;
const ATTR = /\s*([A-Za-z_][\w.\-]*(?::[A-Za-z_][\w.\-]*)?)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

/** Parses a whole document; throws XmlError when it is not well-formed, declares a DTD, or is too large. */
export function parseXml(src: string, limits: XmlLimits = XML_LIMITS): XmlNode {
  if (src.length > limits.maxChars) throw new XmlError("limit", `the XML is larger than ${limits.maxChars} characters`);
  if (src.charCodeAt(0) === 0xfeff) src = src.slice(1);
  const stack: XmlNode[] = [];
  let root: XmlNode | null = null;
  let nodes = 0;
  let i = 0;
  const n = src.length;
  while (i < n) {
    const lt = src.indexOf("<", i);
    const textEnd = lt === -1 ? n : lt;
    if (textEnd > i) {
      const raw = src.slice(i, textEnd);
      if (stack.length) stack[stack.length - 1].text += decodeEntities(raw);
      else if (raw.trim()) throw new XmlError("malformed", "text outside the root element");
    }
    if (lt === -1) break;
    i = lt;
    if (src.startsWith("<?", i)) {
      const end = src.indexOf("?>", i + 2);
      if (end === -1) throw new XmlError("malformed", "an unterminated processing instruction");
      i = end + 2;
    } else if (src.startsWith("<!--", i)) {
      const end = src.indexOf("-->", i + 4);
      if (end === -1) throw new XmlError("malformed", "an unterminated comment");
      i = end + 3;
    } else if (src.startsWith("<![CDATA[", i)) {
      const end = src.indexOf("]]>", i + 9);
      if (end === -1) throw new XmlError("malformed", "an unterminated CDATA section");
      if (!stack.length) throw new XmlError("malformed", "CDATA outside the root element");
      stack[stack.length - 1].text += src.slice(i + 9, end);
      i = end + 3;
    } else if (src.startsWith("<!", i)) {
      // <!DOCTYPE, <!ENTITY, <!ELEMENT ...: refused, never interpreted.
      throw new XmlError("doctype", "the XML declares a DTD (<!DOCTYPE or another declaration); DTDs and entities are refused");
    } else if (src.startsWith("</", i)) {
      const m = NAME.exec(src.slice(i + 2, i + 2 + 300));
      const top = stack.pop();
      if (!m || !top || m[0] !== top.name) throw new XmlError("malformed", `a closing tag </${m?.[0] ?? "?"}> that does not match <${top?.name ?? "nothing"}>`);
      let j = i + 2 + m[0].length;
      while (j < n && /\s/.test(src[j])) j++;
      if (src[j] !== ">") throw new XmlError("malformed", `a malformed closing tag </${m[0]}>`);
      i = j + 1;
    } else {
      const m = NAME.exec(src.slice(i + 1, i + 1 + 300));
      if (!m) throw new XmlError("malformed", "a '<' that does not start a tag");
      if (root && !stack.length) throw new XmlError("malformed", "a second root element");
      if (++nodes > limits.maxNodes) throw new XmlError("limit", `the XML has more than ${limits.maxNodes} elements`);
      if (stack.length >= limits.maxDepth) throw new XmlError("limit", `the XML nests deeper than ${limits.maxDepth} levels`);
      const name = m[0];
      const colon = name.indexOf(":");
      const node: XmlNode = { name, local: colon === -1 ? name : name.slice(colon + 1), attrs: {}, children: [], text: "" };
      let j = i + 1 + name.length;
      let attrs = 0;
      for (;;) {
        ATTR.lastIndex = j;
        const a = ATTR.exec(src);
        if (!a) break;
        if (++attrs > limits.maxAttrs) throw new XmlError("limit", `an element with more than ${limits.maxAttrs} attributes`);
        if (Object.prototype.hasOwnProperty.call(node.attrs, a[1])) throw new XmlError("malformed", `a repeated attribute ${a[1]}`);
        node.attrs[a[1]] = decodeEntities(a[2] ?? a[3] ?? "");
        j = ATTR.lastIndex;
      }
      while (j < n && /\s/.test(src[j])) j++;
      let selfClosing = false;
      if (src.startsWith("/>", j)) {
        selfClosing = true;
        j += 2;
      } else if (src[j] === ">") j += 1;
      else throw new XmlError("malformed", `a malformed start tag <${name}>`);
      if (stack.length) stack[stack.length - 1].children.push(node);
      else root = node;
      if (!selfClosing) stack.push(node);
      i = j;
    }
  }
  if (stack.length) throw new XmlError("malformed", `the element <${stack[stack.length - 1].name}> is never closed`);
  if (!root) throw new XmlError("malformed", "no root element");
  return root;
}

// ---- navigation by local name

/** The first child whose local name is one of `names`. */
export function child(node: XmlNode | null | undefined, ...names: string[]): XmlNode | null {
  if (!node) return null;
  for (const c of node.children) if (names.includes(c.local)) return c;
  return null;
}

/** Every child with one of the local names. */
export function children(node: XmlNode | null | undefined, ...names: string[]): XmlNode[] {
  return node ? node.children.filter((c) => names.includes(c.local)) : [];
}

/** Follows a path of local names, "A/B|C/D": each step takes the first child with one of its names. */
export function at(node: XmlNode | null | undefined, path: string): XmlNode | null {
  let cur: XmlNode | null = node ?? null;
  for (const step of path.split("/")) {
    if (!cur) return null;
    cur = child(cur, ...step.split("|"));
  }
  return cur;
}

/** Every node reached by the path (the last step collects all its matches). */
export function all(node: XmlNode | null | undefined, path: string): XmlNode[] {
  const steps = path.split("/");
  const last = steps.pop()!;
  const parent = steps.length ? at(node, steps.join("/")) : (node ?? null);
  return children(parent, ...last.split("|"));
}

/** The trimmed text at the path, or null when absent or empty. */
export function textAt(node: XmlNode | null | undefined, path?: string): string | null {
  const n = path ? at(node, path) : (node ?? null);
  const t = n?.text.trim();
  return t ? t : null;
}

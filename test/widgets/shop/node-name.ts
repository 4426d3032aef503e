// DOMPurify reads `nodeName` through Node.prototype's getter (a guard against
// DOM clobbering); happy-dom's returns '' there, where browsers return the
// real name, and DOMPurify then drops the first element. Give happy-dom the
// browsers' getter, so the DOMPurify path runs here as it does in Safari.
Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node) {
    if (this.nodeType === 1) return (this as Element).tagName;
    if (this.nodeType === 10) return (this as DocumentType).name;
    const names: Record<number, string> = { 3: '#text', 4: '#cdata-section', 8: '#comment', 9: '#document', 11: '#document-fragment' };
    return names[this.nodeType] ?? '';
  },
});

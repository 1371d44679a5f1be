/** Port: the real type of a file judged by its bytes (magic numbers), never by its name or declared type. */
export abstract class FileSniffer {
  abstract fromBytes(data: Uint8Array): Promise<string | null>;
  abstract fromFile(path: string): Promise<string | null>;
}

/** Push settings the application reads (from PUSH_ENDPOINT_HOSTS); bound in notifications.module.ts. */
export abstract class PushSettings {
  /** Push-service hosts allowed besides the browsers' own, lower-case `host[:port]`. */
  abstract readonly extraHosts: string[];
}

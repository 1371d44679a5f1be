import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'mh-config-'));

  it('refuses to start in production without JWT_SECRET and ADMIN_PASSWORD, saying which', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), ADMIN_PASSWORD: 'secreta-1' })).toThrow(
      /JWT_SECRET/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
        JWT_SECRET: 'x'.repeat(40),
        ADMIN_PASSWORD: 'secreta-1',
      }).seedDemo,
    ).toBe(false);
  });

  it('in development generates one JWT secret and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(40);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it("takes the footers' credit from CREATOR_NAME and CREATOR_URL, refusing an address that is not http(s)", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).creator).toEqual({
      name: 'el equipo digital de Multyhealth',
      url: null,
    });
    const env = { DATA_DIR: dataDir(), CREATOR_NAME: ' Estudio Ejemplo ', CREATOR_URL: 'https://estudio.example/' };
    expect(loadConfig(env).creator).toEqual({ name: 'Estudio Ejemplo', url: 'https://estudio.example/' });
    for (const url of ['estudio.example', 'javascript:alert(1)', '/', 'ftp://estudio.example'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), CREATOR_URL: url })).toThrow(/CREATOR_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CREATOR_NAME: 'x'.repeat(101) })).toThrow(/CREATOR_NAME/);
  });

  it('seeds demo content by default only on the embedded database', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x/y', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters and leaves /metrics off without one', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ DATA_DIR: dataDir() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'x'.repeat(16) }).metricsToken).toBe('x'.repeat(16));
  });
});

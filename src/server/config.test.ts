import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';
import { parseSiteConfig } from './site-config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = parseConfig({});
    expect(c.port).toBe(4321);
    expect(c.host).toBe('localhost');
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicSiteUrl).toBe('http://localhost:4321');
    expect(c.secureCookies).toBe(false);
    expect(c.smtpUrl).toBeUndefined();
    expect(c.mailFrom).toBe('Parque Logístico Parnamirim <nao-responda@localhost>');
    expect(parseConfig({ SITE_NAME: 'Outro Condomínio' }).mailFrom).toBe('Outro Condomínio <nao-responda@localhost>');
  });

  it('reads and normalises values', () => {
    const c = parseConfig({
      PORT: '8080',
      PUBLIC_SITE_URL: 'https://galpoes.example/',
      DATABASE_URL: 'postgres://u@h/db',
      TRUST_PROXY: 'true',
      SMTP_URL: '',
    });
    expect(c.port).toBe(8080);
    expect(c.publicSiteUrl).toBe('https://galpoes.example');
    expect(c.secureCookies).toBe(true);
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.trustProxy).toBe(true);
    expect(c.smtpUrl).toBeUndefined();
  });

  it('names every bad variable', () => {
    const bad = () =>
      parseConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', LEADS_NOTIFY_TO: 'nope', ADMIN_PASSWORD: 'short' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'LEADS_NOTIFY_TO', 'ADMIN_PASSWORD']) expect(message).toContain(name);
    }
  });

  it('sizes the embedded database and the page cache for a small server unless told otherwise', () => {
    const c = parseConfig({});
    expect(c.pglite).toEqual({ sharedBuffers: '16MB', compiler: 'baseline' });
    expect(c.pageCacheBytes).toBe(16 * 1024 * 1024);
    const big = parseConfig({ PGLITE_SHARED_BUFFERS: '256MB', PGLITE_COMPILER: 'optimizing', PAGE_CACHE_MB: '64' });
    expect(big.pglite).toEqual({ sharedBuffers: '256MB', compiler: 'optimizing' });
    expect(big.pageCacheBytes).toBe(64 * 1024 * 1024);
    for (const [name, value] of [
      ['PGLITE_SHARED_BUFFERS', '16'],
      ['PGLITE_SHARED_BUFFERS', '16 MB'],
      ['PGLITE_SHARED_BUFFERS', '64kB'],
      ['PGLITE_COMPILER', 'fast'],
      ['PAGE_CACHE_MB', '0'],
      ['HEAP_SEMI_SPACE_MB', '8MB'],
      ['HEAP_GROWTH_PERCENT', '-5'],
    ] as [string, string][]) {
      expect(() => parseConfig({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(`${name}: `));
    }
  });

  it('stores files on disk under DATA_DIR/files unless S3_BUCKET is set', () => {
    expect(parseConfig({}).storage).toEqual({ driver: 'disk', directory: path.resolve('data/files') });
    expect(parseConfig({ DATA_DIR: '/srv/app' }).storage).toEqual({ driver: 'disk', directory: '/srv/app/files' });
    expect(parseConfig({ FILES_DIR: '/mnt/shared/files' }).storage).toEqual({
      driver: 'disk',
      directory: '/mnt/shared/files',
    });

    expect(parseConfig({ S3_BUCKET: 'portal-files' }).storage).toEqual({
      driver: 's3',
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    });
    const minio = parseConfig({
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'auto',
      S3_PREFIX: 'portal',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(minio).toEqual({
      driver: 's3',
      bucket: 'portal-files',
      region: 'auto',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      prefix: 'portal/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    const r2 = parseConfig({ S3_BUCKET: 'b1x', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' });
    expect(r2.storage).toMatchObject({ forcePathStyle: false });
  });

  it('names every bad storage variable, and S3 settings without a bucket', () => {
    const cases: Array<[Record<string, string>, string[]]> = [
      [{ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' }, ['S3_BUCKET', 'S3_SECRET_ACCESS_KEY']],
      [
        { S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes', S3_PREFIX: '../up' },
        ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'],
      ],
      [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret', S3_REGION: 'US East' }, ['S3_ACCESS_KEY_ID', 'S3_REGION']],
    ];
    for (const [env, names] of cases) {
      const message = (() => {
        try {
          parseConfig(env);
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          return (error as Error).message;
        }
        return 'no error';
      })();
      for (const name of names) expect(message).toContain(`${name}:`);
    }
  });

  it('signs mail with DKIM only given all three variables and an RSA key nodemailer can use', () => {
    const pem = (type: 'rsa' | 'ec', bits = 2048) =>
      (type === 'rsa'
        ? generateKeyPairSync('rsa', { modulusLength: bits })
        : generateKeyPairSync('ec', { namedCurve: 'P-256' })
      ).privateKey
        .export({ type: 'pkcs8', format: 'pem' })
        .toString();
    const key = pem('rsa');
    expect(parseConfig({}).dkim).toBeUndefined();
    expect(parseConfig({ DKIM_DOMAIN: 'Example.COM', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: key }).dkim).toEqual({
      domainName: 'example.com',
      keySelector: 's1',
      privateKey: key.trim(),
    });
    const problem = (env: Record<string, string>) => {
      try {
        parseConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return 'no error';
    };
    const ok = { DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: key };
    expect(problem({ ...ok, DKIM_PRIVATE_KEY: 'not a key' })).toMatch(/DKIM_PRIVATE_KEY: must be a PEM private key/);
    // A key that parses but cannot sign: its modulus is another key's.
    const jwk = createPrivateKey(key).export({ format: 'jwk' });
    const otherModulus = createPrivateKey(pem('rsa')).export({ format: 'jwk' }).n;
    const damaged = createPrivateKey({ key: { ...jwk, n: otherModulus }, format: 'jwk' });
    expect(problem({ ...ok, DKIM_PRIVATE_KEY: damaged.export({ type: 'pkcs8', format: 'pem' }).toString() })).toMatch(
      /DKIM_PRIVATE_KEY: is damaged/,
    );
    expect(problem({ ...ok, DKIM_PRIVATE_KEY: pem('ec') })).toMatch(/DKIM_PRIVATE_KEY: must be an RSA key/);
    expect(problem({ ...ok, DKIM_PRIVATE_KEY: pem('rsa', 512) })).toMatch(
      /DKIM_PRIVATE_KEY: must be at least 1024 bits/,
    );
    expect(problem({ ...ok, DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: '_x' })).toMatch(
      /DKIM_DOMAIN: must be a domain name[\s\S]*DKIM_SELECTOR: must be a DNS label/,
    );
    const half = problem({ DKIM_DOMAIN: 'example.com' });
    expect(half).toContain('DKIM_SELECTOR: required when DKIM_DOMAIN is set');
    expect(half).toContain('DKIM_PRIVATE_KEY: required when DKIM_DOMAIN is set');
  });

  it('reads the log level and the metrics token, and refuses bad ones', () => {
    expect(parseConfig({})).toMatchObject({ logLevel: 'info', metricsToken: undefined });
    const token = 'k'.repeat(32);
    expect(parseConfig({ LOG_LEVEL: 'debug', METRICS_TOKEN: token })).toMatchObject({
      logLevel: 'debug',
      metricsToken: token,
    });
    const message = (() => {
      try {
        parseConfig({ LOG_LEVEL: 'verbose', METRICS_TOKEN: 'short' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('METRICS_TOKEN: must be at least 32 characters');
  });

  it('site identity has defaults and environment overrides', () => {
    expect(parseSiteConfig({}).name).toBe('Parque Logístico Parnamirim');
    const site = parseSiteConfig({ SITE_NAME: 'Outro Nome', SITE_MAP_LAT: '-5.9', SITE_PHONE: '+558400000000' });
    expect(site.name).toBe('Outro Nome');
    expect(site.map.lat).toBe(-5.9);
    expect(() => parseSiteConfig({ SITE_PHONE: '84 3272' })).toThrow(/SITE_PHONE/);
  });
});

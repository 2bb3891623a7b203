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
    const c = parseConfig({ PORT: '8080', PUBLIC_SITE_URL: 'https://galpoes.example/', DATABASE_URL: 'postgres://u@h/db', TRUST_PROXY: 'true', SMTP_URL: '' });
    expect(c.port).toBe(8080);
    expect(c.publicSiteUrl).toBe('https://galpoes.example');
    expect(c.secureCookies).toBe(true);
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.trustProxy).toBe(true);
    expect(c.smtpUrl).toBeUndefined();
  });

  it('names every bad variable', () => {
    const bad = () => parseConfig({ PORT: '99999', DATABASE_URL: 'mysql://x', LEADS_NOTIFY_TO: 'nope', ADMIN_PASSWORD: 'short' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'LEADS_NOTIFY_TO', 'ADMIN_PASSWORD']) expect(message).toContain(name);
    }
  });

  it('site identity has defaults and environment overrides', () => {
    expect(parseSiteConfig({}).name).toBe('Parque Logístico Parnamirim');
    const site = parseSiteConfig({ SITE_NAME: 'Outro Nome', SITE_MAP_LAT: '-5.9', SITE_PHONE: '+558400000000' });
    expect(site.name).toBe('Outro Nome');
    expect(site.map.lat).toBe(-5.9);
    expect(() => parseSiteConfig({ SITE_PHONE: '84 3272' })).toThrow(/SITE_PHONE/);
  });
});

// Runs INSIDE a checkout of the release the fixture is made from, as one of that release's own
// vitest tests (scripts/make-upgrade-fixture.mjs copies it there and runs it with that release's
// npx): it boots that release's code on an empty database, does what visitors, customers and staff
// do through its own server modules and Better Auth's HTTP handler, lets its job runner send the
// mail to a local SMTP sink, then writes what a later release's test must find (accounts with
// their passwords and TOTP secrets, files with their SHA-256, every row of every table) to
// $UPGRADE_FIXTURE_OUT. Written against the modules of release c30836c; for a later release,
// adjust the calls whose signatures moved (the steps stay the same).
import { createHash, createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { startMailSink } from '../tests/support/mail-sink.mjs';

const OUT = process.env.UPGRADE_FIXTURE_OUT;
const SITE = 'http://localhost:4321';
const ADMIN = { email: 'gerencia@parque-fixture.com.br', password: 'Gerencia2026ok' };
const PEOPLE = {
  maria: {
    email: 'maria.souza@cliente-fixture.com.br',
    password: 'Galpao2026ok',
    first: 'Maria',
    last: 'Souza',
    locale: 'pt-BR',
  },
  john: {
    email: 'john.miller@customer-fixture.com',
    password: 'Warehouse2026ok',
    first: 'John',
    last: 'Miller',
    locale: 'en',
  },
  carla: {
    email: 'carla.dias@cliente-fixture.com.br',
    password: 'Suspensa2026ok',
    first: 'Carla',
    last: 'Dias',
    locale: 'pt-BR',
  },
  pedro: {
    email: 'pedro.alves@cliente-fixture.com.br',
    password: 'Apagado2026ok',
    first: 'Pedro',
    last: 'Alves',
    locale: 'pt-BR',
  },
};

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

function base32Decode(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
}

/** RFC 6238, as an authenticator app computes it. */
function totp(secret, time = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

it('writes the upgrade fixture', { timeout: 600_000 }, async () => {
  if (!OUT) throw new Error('UPGRADE_FIXTURE_OUT is not set: run scripts/make-upgrade-fixture.mjs');
  const sink = await startMailSink();
  process.env.SMTP_URL = sink.url;
  process.env.PUBLIC_SITE_URL = SITE;
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  process.env.LEADS_NOTIFY_TO = 'comercial@parque-fixture.com.br';
  process.env.SUPPORT_NOTIFY_TO = 'suporte@parque-fixture.com.br';
  process.env.LEADS_PER_MINUTE = '50';

  const { boot } = await import('@/server/boot');
  const { db, openDatabase, setDatabase } = await import('@/server/db/client');
  const { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } = await import('@/server/auth');
  const { storage } = await import('@/server/storage');
  const { runDueJobs } = await import('@/server/jobs');
  const { mailJobHandler } = await import('@/server/mail');
  const { leadSchema } = await import('@/features/sales/contact-form/lead.schema');
  const { submitLead } = await import('@/features/sales/contact-form/leads.server');
  const pipeline = await import('@/features/sales/leads/lead-pipeline.server');
  const leadForms = await import('@/features/sales/leads/admin-leads.schema');
  const { createShipmentSchema } = await import('@/features/portal/shipments/shipment.schema');
  const { createShipment } = await import('@/features/portal/shipments/shipments.server');
  const shipmentOps = await import('@/features/portal/shipment-operations/shipment-operations.server');
  const shipmentForms = await import('@/features/portal/shipment-operations/shipment-operations.schema');
  const { markRead, markAllRead } = await import('@/features/portal/notifications/notifications.server');
  const { uploadDocumentSchema, reviewDocumentSchema } = await import('@/features/portal/documents/document.schema');
  const { uploadDocument } = await import('@/features/portal/documents/documents.server');
  const { reviewDocument } = await import('@/features/portal/documents/document-review.server');
  const chargeForms = await import('@/features/portal/charges/charges.schema');
  const charges = await import('@/features/portal/charges/charges.server');
  const supportForms = await import('@/features/portal/support/support.schema');
  const support = await import('@/features/portal/support/support.server');
  const { updateModuleSchema } = await import('@/features/site/module-status/admin-modules.schema');
  const { updateModule } = await import('@/features/site/modules/module-writes.server');
  const accounts = await import('@/features/accounts/account-admin/accounts.server');
  const { updateProfile } = await import('@/features/accounts/profile/settings.server');
  const { profileSchema } = await import('@/features/accounts/profile/profile.schema');
  const { eraseCustomer, eraseLeads } = await import('@/features/accounts/privacy/erasure.server');

  const app = await boot();
  const rows = async (query) => (await db().execute(query)).rows;

  // Better Auth through its HTTP handler, as the account forms call it.
  async function call(path, body, { cookie, ip = nextIp() } = {}) {
    const headers = new Headers({ origin: SITE, [CLIENT_IP_HEADER]: ip });
    if (body !== undefined) headers.set('content-type', 'application/json');
    if (cookie) headers.set('cookie', cookie);
    const url = path.startsWith('http') ? path : `${SITE}${AUTH_BASE_PATH}${path}`;
    const response = await getAuth().handler(
      new Request(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const cookies = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const json = await response
      .clone()
      .json()
      .catch(() => ({}));
    return { status: response.status, json, cookies, location: response.headers.get('location') };
  }
  async function mailTo(address) {
    for (let i = 0; i < 400; i++) {
      const found = sink.messages.find((m) => m.envelopeTo.includes(address));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no email to ${address}`);
  }
  async function allMailSent() {
    for (let i = 0; i < 800; i++) {
      const [{ n }] = await rows(
        sql`SELECT count(*)::int AS n FROM background_jobs WHERE state IN ('queued', 'running')`,
      );
      if (n === 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the job runner did not send every email');
  }
  async function signUp(person) {
    const answer = await call('/sign-up/email', {
      email: person.email,
      password: person.password,
      name: `${person.first} ${person.last}`,
      firstName: person.first,
      lastName: person.last,
      locale: person.locale,
    });
    expect(answer.status).toBe(200);
    const link = /https?:\/\/\S+/.exec((await mailTo(person.email)).text)?.[0];
    const verified = await call(link);
    expect(verified.status).toBe(302);
    const session = await getAuth().api.getSession({ headers: new Headers({ cookie: verified.cookies }) });
    return {
      id: session.user.id,
      name: session.user.name,
      email: session.user.email,
      locale: person.locale,
      cookie: verified.cookies,
    };
  }
  async function signIn(email, password) {
    const answer = await call('/sign-in/email', { email, password });
    expect(answer.status).toBe(200);
    return answer.cookies;
  }
  /** Turns on two-factor as the Settings page does; returns its key and unused backup codes. */
  async function enrolTwoFactor(cookie, password) {
    const started = await call('/two-factor/enable', { password }, { cookie });
    expect(started.status).toBe(200);
    const secret = new URL(started.json.totpURI).searchParams.get('secret');
    const confirmed = await call('/two-factor/verify-totp', { code: totp(secret) }, { cookie });
    expect(confirmed.status).toBe(200);
    return { secret, backupCodes: started.json.backupCodes };
  }

  // Accounts: the first admin (boot made it), customers with and without two-factor.
  const adminCookie = await signIn(ADMIN.email, ADMIN.password);
  const adminFactor = await enrolTwoFactor(adminCookie, ADMIN.password);
  const [adminRow] = await rows(sql`SELECT id, name, email FROM "user" WHERE email = ${ADMIN.email}`);
  const staff = { id: adminRow.id, name: adminRow.name, email: adminRow.email };
  sink.clear();
  const maria = await signUp(PEOPLE.maria);
  const mariaFactor = await enrolTwoFactor(maria.cookie, PEOPLE.maria.password);
  // A sign-in with one backup code: nine stay usable.
  const pending = await call('/sign-in/email', { email: maria.email, password: PEOPLE.maria.password });
  expect(pending.json.twoFactorRedirect).toBe(true);
  const usedCode = mariaFactor.backupCodes[0];
  expect((await call('/two-factor/verify-backup-code', { code: usedCode }, { cookie: pending.cookies })).status).toBe(
    200,
  );
  const john = await signUp(PEOPLE.john);
  await updateProfile(
    john.id,
    profileSchema.parse({ firstName: 'John', lastName: 'Miller', phone: '(84) 99876-5432', locale: 'en' }),
  );
  const carla = await signUp(PEOPLE.carla);
  const pedro = await signUp(PEOPLE.pedro);
  const invited = await accounts.inviteStaff(staff, {
    firstName: 'Rita',
    lastName: 'Campos',
    email: 'rita.campos@parque-fixture.com.br',
    locale: 'pt-BR',
  });

  // Leads from the contact form, then the sales pipeline.
  const lead = async (fields, locale = 'pt-BR') =>
    submitLead(
      leadSchema.parse({ ...fields, locale, pagina: locale === 'en' ? '/en' : '/', submission: randomUUID() }),
      { ip: nextIp() },
    );
  const leadA = await lead({
    nome_completo: 'Ana Beatriz Lima',
    email: 'ana.lima@transportes-fixture.com.br',
    celular: '(84) 99123-4567',
    mensagem: 'Preciso de 2.000 m² a partir de março.\nPodemos visitar?',
    modulo: 7,
  });
  const leadB = await lead({
    nome_completo: 'Carlos Eduardo Rocha',
    email: 'carlos@logistica-fixture.com.br',
    celular: '84 3222-1100',
    modulo: 12,
  });
  const leadC = await lead(
    {
      nome_completo: 'Emily Carter',
      email: 'emily@carter-fixture.com',
      celular: '(84) 98888-7777',
      mensagem: 'Looking for cold storage.',
    },
    'en',
  );
  const leadD = await lead({
    nome_completo: 'José Ninguém',
    email: 'jose.apagar@fixture.com.br',
    celular: '(84) 97777-6666',
    mensagem: 'Por favor, apaguem meus dados.',
  });
  for (const l of [leadA, leadB, leadC, leadD]) expect(l.status).toBe('stored');
  const p = (schemaName, input) => leadForms[schemaName].parse(input);
  await pipeline.assignOwner(staff, p('ownerSchema', { leadId: leadA.leadId, ownerId: staff.id }));
  await pipeline.changeStage(staff, p('stageSchema', { leadId: leadA.leadId, stage: 'contacted' }));
  await pipeline.addNote(staff, p('noteSchema', { leadId: leadA.leadId, note: 'Ligou às 10h; quer o módulo 7 ou 8.' }));
  await pipeline.replyToLead(
    staff,
    p('replySchema', {
      leadId: leadA.leadId,
      subject: 'Módulo 7 — visita',
      message: 'Olá, Ana! Podemos mostrar o módulo 7 na quinta.',
    }),
  );
  await pipeline.scheduleVisit(
    staff,
    p('visitSchema', {
      leadId: leadA.leadId,
      day: '2027-01-14',
      time: '10:30',
      minutes: '90',
      message: 'Portaria principal.',
    }),
  );
  await pipeline.setFollowUp(staff, p('followUpSchema', { leadId: leadA.leadId, followUpOn: '2027-01-20' }));
  await pipeline.changeStage(
    staff,
    p('stageSchema', { leadId: leadB.leadId, stage: 'lost', reason: 'Fechou com outro condomínio.' }),
  );
  await pipeline.changeStage(staff, p('stageSchema', { leadId: leadC.leadId, stage: 'proposal-sent' }));
  await eraseLeads('jose.apagar@fixture.com.br', { actor: staff, note: 'Pedido por email em 2026-11-20.' });

  // Shipments: created by customers, moved by staff (events, notifications, emails).
  const ship = (owner, fields) =>
    createShipment(
      owner,
      createShipmentSchema.parse({
        senderName: owner.name,
        senderEmail: owner.email,
        submission: randomUUID(),
        ...fields,
      }),
    );
  const move = (shipmentId, status, extra = {}) =>
    shipmentOps.moveShipment(staff, shipmentForms.moveShipmentSchema.parse({ shipmentId, status, ...extra }));
  const delivered = await ship(maria, {
    origin: 'Parnamirim/RN',
    destination: 'Recife/PE',
    weight: 1250.5,
    receiverName: 'Distribuidora Boa Viagem',
    receiverEmail: 'recebimento@boaviagem-fixture.com.br',
  });
  for (const status of ['approved', 'collected', 'in-transit', 'out-for-delivery', 'delivered'])
    await move(delivered.id, status, status === 'in-transit' ? { place: 'BR-101, Goiana/PE' } : {});
  const resumed = await ship(maria, {
    origin: 'Parnamirim/RN',
    destination: 'Fortaleza/CE',
    weight: 320,
    receiverName: 'Atacado Iracema',
    receiverEmail: 'compras@iracema-fixture.com.br',
  });
  await move(resumed.id, 'collected');
  await move(resumed.id, 'exception', { note: 'Endereço de entrega incompleto.' });
  await move(resumed.id, 'in-transit', { place: 'Mossoró/RN' });
  await shipmentOps.setCarrier(
    staff,
    shipmentForms.carrierSchema.parse({
      shipmentId: resumed.id,
      carrier: 'other',
      carrierName: 'Transnordeste',
      carrierTracking: 'TN-2026-00042',
    }),
  );
  const cancelled = await ship(maria, {
    origin: 'Natal/RN',
    destination: 'João Pessoa/PB',
    weight: 12.345,
    receiverName: 'Loja Tambaú',
    receiverEmail: 'loja@tambau-fixture.com.br',
  });
  await move(cancelled.id, 'cancelled', { note: 'Cliente desistiu.' });
  const johnPending = await ship(john, {
    origin: 'Parnamirim/RN',
    destination: 'Salvador/BA',
    weight: 88,
    receiverName: 'Bahia Imports',
    receiverEmail: 'imports@bahia-fixture.com',
  });
  const johnApproved = await ship(john, {
    origin: 'Parnamirim/RN',
    destination: 'Maceió/AL',
    weight: 400.25,
    receiverName: 'Alagoas Trading',
    receiverEmail: 'trade@alagoas-fixture.com',
  });
  await move(johnApproved.id, 'approved');
  const pedroShipment = await ship(pedro, {
    origin: 'Parnamirim/RN',
    destination: 'Natal/RN',
    weight: 5,
    receiverName: 'Pedro Alves',
    receiverEmail: pedro.email,
  });

  // Notifications: one read, all of John's read.
  const [firstNote] = await rows(sql`SELECT id FROM notifications WHERE user_id = ${maria.id} ORDER BY seq LIMIT 1`);
  expect(await markRead(maria.id, firstNote.id)).toBe(true);
  await markAllRead(john.id);

  // Documents: bytes in the file storage, rows in the database; two reviewed.
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const jpg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f59e0b' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const xml = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<nfeProc versao="4.00"><NFe><infNFe Id="NFe2411"><emit><xNome>Souza Comércio</xNome></emit></infNFe></NFe></nfeProc>\n',
  );
  const upload = (owner, bytes, name, type, documentType, shipmentId) =>
    uploadDocument(
      owner,
      uploadDocumentSchema.parse({
        submission: randomUUID(),
        file: new File([bytes], name, { type }),
        documentType,
        shipmentId,
      }),
    );
  const docInvoice = await upload(maria, pdf, 'nota-fiscal-2411.pdf', 'application/pdf', 'invoice', delivered.id);
  const docPhoto = await upload(maria, png, 'foto da carga.png', 'image/png', 'other');
  const docNfe = await upload(maria, xml, 'NFe2411.xml', 'application/xml', 'customs', resumed.id);
  const docJohn = await upload(john, jpg, 'bill-of-lading.jpg', 'image/jpeg', 'bl', johnApproved.id);
  await upload(pedro, pdf, 'contrato.pdf', 'application/pdf', 'contract');
  await reviewDocument(staff, reviewDocumentSchema.parse({ documentId: docInvoice.id, decision: 'verified' }));
  await reviewDocument(
    staff,
    reviewDocumentSchema.parse({
      documentId: docJohn.id,
      decision: 'rejected',
      reason: 'Imagem ilegível; envie o PDF.',
    }),
  );

  // Charges: open, paid, cancelled.
  const charge = (owner, fields) =>
    charges.createCharge(
      staff,
      chargeForms.createChargeSchema.parse({ submission: randomUUID(), customerEmail: owner.email, ...fields }),
    );
  const chargeOpen = await charge(maria, {
    description: 'Aluguel do módulo 7 — dezembro',
    amount: '18.450,00',
    dueDate: '2026-12-10',
    module: '7',
  });
  const chargePaid = await charge(maria, {
    description: 'Frete Parnamirim → Recife',
    amount: '2.380,75',
    dueDate: '2026-11-30',
    shipment: delivered.trackingNumber,
  });
  const chargeCancelled = await charge(john, {
    description: 'Armazenagem extra',
    amount: '640,00',
    dueDate: '2026-12-05',
  });
  await charges.payCharge(
    staff,
    chargeForms.payChargeSchema.parse({ chargeId: chargePaid.id, paidOn: '2026-11-25', method: 'pix' }),
  );
  await charges.cancelCharge(
    staff,
    chargeForms.cancelChargeSchema.parse({ chargeId: chargeCancelled.id, reason: 'Lançada em duplicidade.' }),
  );
  await charge(pedro, {
    description: 'Frete Parnamirim → Natal',
    amount: '150,00',
    dueDate: '2026-12-01',
    shipment: pedroShipment.trackingNumber,
  });

  // Support: a conversation, and a closed request.
  const request = await support.createRequest(
    maria,
    supportForms.newRequestSchema.parse({
      submission: randomUUID(),
      subject: 'Entrega em Fortaleza atrasada',
      category: 'shipment',
      message: 'A carga parou em Mossoró.\nAlguma previsão?',
      shipmentId: resumed.id,
    }),
  );
  await support.replyToRequest(
    staff,
    supportForms.requestMessageSchema.parse({
      submission: randomUUID(),
      requestId: request.id,
      message: 'Olá, Maria. O endereço foi corrigido; chega na sexta.',
    }),
  );
  await support.addCustomerMessage(
    maria,
    supportForms.requestMessageSchema.parse({ submission: randomUUID(), requestId: request.id, message: 'Obrigada!' }),
  );
  const closedRequest = await support.createRequest(
    john,
    supportForms.newRequestSchema.parse({
      submission: randomUUID(),
      subject: 'Invoice address',
      category: 'billing',
      message: 'Please use our new address.',
    }),
  );
  await support.closeRequest(staff, supportForms.closeRequestSchema.parse({ requestId: closedRequest.id }));

  // A module's private data, a suspended account, an erased customer.
  await updateModule(
    staff,
    updateModuleSchema.parse({
      module: '7',
      status: 'reserved',
      privateNote: 'Reserva até a visita de 14/01.',
    }),
  );
  await accounts.suspendAccount(staff, { userId: carla.id, reason: 'Pagamentos em atraso.' });
  const carlaRefused = await call('/sign-in/email', { email: carla.email, password: PEOPLE.carla.password });
  await eraseCustomer(pedro.id, { actor: staff, note: 'Pedido pelo telefone.' });

  await allMailSent();

  // Mail that could not be sent: the SMTP server is down. One email gives up after its last
  // attempt (failed); another waits for its next one (queued, attempted once).
  sink.setDown(true);
  const givesUp = await lead({
    nome_completo: 'Roberta Nunes',
    email: 'roberta@nunes-fixture.com.br',
    celular: '(84) 96666-5555',
    modulo: 3,
  });
  for (let day = 1; day <= 30; day++) {
    const [job] = await rows(sql`SELECT state FROM background_jobs WHERE cause_id = ${givesUp.leadId}`);
    if (job.state === 'failed') break;
    await runDueJobs(db(), [mailJobHandler()], new Date(Date.now() + day * 86_400_000));
  }
  const retrying = await lead({
    nome_completo: 'Tiago Freitas',
    email: 'tiago@freitas-fixture.com.br',
    celular: '(84) 95555-4444',
  });
  for (let i = 0; i < 400; i++) {
    const [job] = await rows(sql`SELECT attempts FROM background_jobs WHERE cause_id = ${retrying.leadId}`);
    if (job.attempts > 0) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  await app.shutdown();
  await sink.close();

  // What the test of a later release checks, read from what the release left behind (the job
  // runner stopped: nothing moves while it is read).
  const { config } = await import('@/server/config');
  const cfg = config();
  const handle = await openDatabase(
    cfg.databaseUrl ? { url: cfg.databaseUrl } : { dataDir: path.join(cfg.dataDir, 'pglite') },
  );
  setDatabase(handle);
  const jobStates = await rows(
    sql`SELECT state, count(*)::int AS n FROM background_jobs GROUP BY state ORDER BY state`,
  );
  expect(jobStates.map((s) => s.state)).toEqual(['failed', 'queued', 'succeeded']);
  const files = [];
  for (const row of await rows(
    sql`SELECT id, storage_key, size_bytes, content_type FROM documents ORDER BY created_at`,
  )) {
    const bytes = await storage().getBytes(row.storage_key);
    files.push({
      documentId: row.id,
      storageKey: row.storage_key,
      size: bytes.byteLength,
      contentType: row.content_type,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  const tables = {};
  await db().transaction(async (tx) => {
    // Timestamps as UTC text, whatever the server's time zone.
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const keys = (
      await tx.execute(sql`
        SELECT c.relname AS "table", array_agg(a.attname::text ORDER BY k.n) AS key
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = 'public'
        CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
        WHERE i.indisprimary
        GROUP BY c.relname ORDER BY c.relname`)
    ).rows;
    for (const { table, key } of keys) {
      const order = key.map((column) => `"${column}"`).join(', ');
      const result = await tx.execute(sql.raw(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY ${order}`));
      tables[table] = { key, rows: result.rows.map((r) => r.row) };
    }
  });
  const migrations = await rows(
    sql`SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  );
  const remainingCodes = mariaFactor.backupCodes.filter((c) => c !== usedCode);
  const part = {
    accounts: [
      {
        label: 'admin',
        id: staff.id,
        email: ADMIN.email,
        password: ADMIN.password,
        role: 'admin',
        twoFactor: { secret: adminFactor.secret, backupCodes: adminFactor.backupCodes },
      },
      {
        label: 'customer with two-factor (one backup code used)',
        id: maria.id,
        email: maria.email,
        password: PEOPLE.maria.password,
        role: 'user',
        twoFactor: { secret: mariaFactor.secret, backupCodes: remainingCodes, usedBackupCode: usedCode },
      },
      {
        label: 'customer without two-factor',
        id: john.id,
        email: john.email,
        password: PEOPLE.john.password,
        role: 'user',
        twoFactor: null,
      },
      {
        label: 'suspended customer',
        id: carla.id,
        email: carla.email,
        password: PEOPLE.carla.password,
        role: 'user',
        twoFactor: null,
        refused: { status: carlaRefused.status, code: carlaRefused.json.code ?? null },
      },
    ],
    erasedCustomer: { id: pedro.id, email: pedro.email },
    invitedStaff: { id: invited.id },
    records: {
      leads: {
        contacted: leadA.leadId,
        lost: leadB.leadId,
        proposal: leadC.leadId,
        mailFailed: givesUp.leadId,
        mailRetrying: retrying.leadId,
      },
      shipments: {
        delivered: delivered.id,
        resumed: resumed.id,
        cancelled: cancelled.id,
        pending: johnPending.id,
        approved: johnApproved.id,
        ofErasedCustomer: pedroShipment.id,
      },
      documents: { verified: docInvoice.id, pending: docPhoto.id, nfe: docNfe.id, rejected: docJohn.id },
      charges: { open: chargeOpen.id, paid: chargePaid.id, cancelled: chargeCancelled.id },
      supportRequests: { answered: request.id, closed: closedRequest.id },
    },
    jobStates: Object.fromEntries(jobStates.map((s) => [s.state, s.n])),
    files,
    migrations,
    tables,
  };
  await handle.close();
  fs.writeFileSync(OUT, JSON.stringify(part));
});

-- Notifications written before they had keys (0024) get the key and parameters their text was made
-- from, so each page shows them in its own language: "Shipment PLP-… created", written for an
-- English account, reads "Envio PLP-… criado" on the Portuguese pages. The patterns are the
-- catalogue's texts of both languages as the site wrote them until now
-- (src/features/notifications/notification-keys-migration.test.ts checks each one). A text that
-- matches none keeps showing as written; title and body themselves are not changed.

-- Titles: what each pattern captures becomes the named parameters, plus a fixed one (a status).
UPDATE notifications AS n
SET title_key = k.key, params = k.params
FROM (
  SELECT DISTINCT ON (t.id) t.id, c.key, jsonb_object(c.names, regexp_match(t.title, c.pattern)) || c.extra AS params
  FROM notifications AS t
  JOIN (VALUES
    (1, 'portal.notification.created', '^Envio (\S+) criado$', ARRAY['tracking'], '{}'::jsonb),
    (1, 'portal.notification.created', '^Shipment (\S+) created$', ARRAY['tracking'], '{}'),
    (1, 'portal.notification.cancelled', '^Envio (\S+) cancelado$', ARRAY['tracking'], '{}'),
    (1, 'portal.notification.cancelled', '^Shipment (\S+) cancelled$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.pending', '^Envio (\S+) pendente$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.pending', '^Shipment (\S+) is pending$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.approved', '^Envio (\S+) aprovado$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.approved', '^Shipment (\S+) was approved$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.collected', '^Envio (\S+) coletado$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.collected', '^Shipment (\S+) was collected$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.in-transit', '^Envio (\S+) em trânsito$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.in-transit', '^Shipment (\S+) is in transit$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.out-for-delivery', '^Envio (\S+) saiu para entrega$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.out-for-delivery', '^Shipment (\S+) is out for delivery$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.delivered', '^Envio (\S+) entregue$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.delivered', '^Shipment (\S+) was delivered$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.exception', '^Ocorrência no envio (\S+)$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.exception', '^Exception on shipment (\S+)$', ARRAY['tracking'], '{}'),
    -- 'Envio … cancelado' is the customer's cancellation above (the same words in Portuguese).
    (2, 'shipmentOps.notify.cancelled', '^Envio (\S+) cancelado$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.cancelled', '^Shipment (\S+) was cancelled$', ARRAY['tracking'], '{}'),
    (1, 'shipmentOps.notify.carrier', '^Envio (\S+) com (.+): código (.+)$', ARRAY['tracking', 'carrier', 'code'], '{}'),
    (1, 'shipmentOps.notify.carrier', '^Shipment (\S+) is with (.+): code (.+)$', ARRAY['tracking', 'carrier', 'code'], '{}'),
    (1, 'support.notify.title', '^Resposta ao chamado: (.*)$', ARRAY['subject'], '{}'),
    (1, 'support.notify.title', '^Reply to your request: (.*)$', ARRAY['subject'], '{}'),
    (1, 'documents.notify.title', '^Documento (.*): Em análise$', ARRAY['name'], '{"status": {"key": "status.document.pending"}}'),
    (1, 'documents.notify.title', '^Document (.*): Under review$', ARRAY['name'], '{"status": {"key": "status.document.pending"}}'),
    (1, 'documents.notify.title', '^Documento (.*): Verificado$', ARRAY['name'], '{"status": {"key": "status.document.verified"}}'),
    (1, 'documents.notify.title', '^Document (.*): Verified$', ARRAY['name'], '{"status": {"key": "status.document.verified"}}'),
    (1, 'documents.notify.title', '^Documento (.*): Rejeitado$', ARRAY['name'], '{"status": {"key": "status.document.rejected"}}'),
    (1, 'documents.notify.title', '^Document (.*): Rejected$', ARRAY['name'], '{"status": {"key": "status.document.rejected"}}')
  ) AS c(priority, key, pattern, names, extra) ON t.title ~ c.pattern
  WHERE t.title_key IS NULL
  ORDER BY t.id, c.priority
) AS k
WHERE n.id = k.id;
--> statement-breakpoint
-- A charge's amount was written in the account's money format ('R$ 1.234,56', 'R$1,234.56'):
-- always two decimals, so its digits are the centavos.
UPDATE notifications
SET title_key = 'charges.notify.title',
  params = jsonb_build_object('amount', jsonb_build_object('money',
    regexp_replace(substring(title FROM '^(?:Nova cobrança de|New charge of) R\$\s?([0-9.,]+)$'), '[^0-9]', '', 'g')::bigint))
WHERE title_key IS NULL AND title ~ '^(Nova cobrança de|New charge of) R\$\s?[0-9.,]+$';
--> statement-breakpoint
-- Its body: the description as written, and the due day ('05/12/2026' or '12/5/26').
UPDATE notifications AS n
SET body_key = 'charges.notify.body',
  params = n.params || jsonb_build_object(
    'description', coalesce(b.pt[1], b.en[1]),
    'due', jsonb_build_object('day', CASE
      WHEN b.pt IS NOT NULL THEN b.pt[4] || '-' || b.pt[3] || '-' || b.pt[2]
      ELSE '20' || b.en[4] || '-' || lpad(b.en[2], 2, '0') || '-' || lpad(b.en[3], 2, '0')
    END))
FROM (
  SELECT id,
    regexp_match(body, '^(.*) — vencimento em (\d{2})/(\d{2})/(\d{4})$') AS pt,
    regexp_match(body, '^(.*) — due (\d{1,2})/(\d{1,2})/(\d{2})$') AS en
  FROM notifications
  WHERE title_key = 'charges.notify.title' AND body_key IS NULL
) AS b
WHERE n.id = b.id AND (b.pt IS NOT NULL OR b.en IS NOT NULL);
--> statement-breakpoint
-- A rejected document's reason, as the staff member wrote it.
UPDATE notifications
SET body_key = 'documents.notify.rejectedBody',
  params = params || jsonb_build_object('reason', substring(body FROM '^(?:Motivo|Reason): (.*)$'))
WHERE title_key = 'documents.notify.title' AND body_key IS NULL AND body ~ '^(Motivo|Reason): ';

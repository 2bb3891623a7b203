CREATE TABLE "faq_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"question_pt" text NOT NULL,
	"answer_pt" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_en" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_questions_group_check" CHECK ("faq_questions"."group" IN ('freight', 'condominium'))
);
--> statement-breakpoint
CREATE TABLE "site_banner" (
	"id" integer PRIMARY KEY NOT NULL,
	"text_pt" text NOT NULL,
	"text_en" text NOT NULL,
	"link" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_banner_single_row" CHECK (id = 1),
	CONSTRAINT "site_banner_window" CHECK ("site_banner"."ends_at" > "site_banner"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "faq_questions_order" ON "faq_questions" USING btree ("group","position");--> statement-breakpoint
-- The FAQ page and the banner read these tables: a change moves the site's content version like a
-- module's status does (migration 0019), so visitors see it on their next request. The banner's
-- start and end, which pass with no change, are followed by the page cache itself
-- (src/server/site-banner.ts).
CREATE TRIGGER faq_questions_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON faq_questions
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
CREATE TRIGGER site_banner_bump_site_content_version
AFTER INSERT OR UPDATE OR DELETE ON site_banner
FOR EACH STATEMENT EXECUTE FUNCTION bump_site_content_version();
--> statement-breakpoint
-- The freight FAQ's ten questions as the site showed them from its content files, so nothing
-- visible changes until the staff edit them (English links point at the English pages).
INSERT INTO "faq_questions" ("group", "position", "question_pt", "answer_pt", "question_en", "answer_en") VALUES
('freight', 1, 'Como posso rastrear meu envio?', 'Todo envio recebe um código de rastreamento no momento da reserva, informado na confirmação. Entre na sua conta de cliente para acompanhar o status de cada envio, da coleta ao comprovante de entrega.

Você também pode enviar o código a qualquer um dos [nossos escritórios](/contact) e informaremos onde está sua carga e a previsão de chegada.', 'How can I track my shipment?', 'Every shipment receives a tracking number when it is booked, and it appears on your booking confirmation. Sign in to your customer account to follow the status of each shipment, from pick-up to proof of delivery.

You can also send the tracking number to any of [our offices](/en/contact) and we will tell you where your cargo is and when it is expected.'),
('freight', 2, 'Quais modalidades de transporte vocês oferecem?', 'Transportamos cargas por via rodoviária, aérea e marítima, e combinamos as modalidades quando isso é mais rápido ou mais barato. Além do transporte, oferecemos armazenagem, seguro de carga e planejamento da cadeia de suprimentos. Veja os detalhes em [nossos serviços](/services).', 'What shipping methods do you offer?', 'We move cargo by road, air and ocean, and we combine them when that is faster or cheaper. Around transport we offer warehousing, cargo insurance and supply chain planning. See [our services](/en/services) for details of each one.'),
('freight', 3, 'Como o valor do frete é calculado?', 'O valor depende do peso taxável (o maior entre o peso real e o peso cubado), da rota e da distância, da modalidade e do nível de serviço, do tipo de carga e de adicionais como seguro, desembaraço aduaneiro ou armazenagem.

As cotações são gratuitas e detalhadas, para você ver quanto custa cada parte. Envie origem, destino, dimensões e peso e normalmente respondemos em até um dia útil.', 'How are shipping rates calculated?', 'A rate depends on the chargeable weight (the greater of the actual weight and the volumetric weight), the route and distance, the transport mode and service level, the type of cargo and any extras such as insurance, customs clearance or storage.

Quotes are free and itemised, so you can see what each part costs. Send us the origin, destination, dimensions and weight and we usually reply within one business day.'),
('freight', 4, 'Vocês fazem envios internacionais?', 'Sim. Com nossos escritórios em Nova York, Londres e Singapura e uma rede de agentes parceiros, embarcamos para e de quase todos os países por via aérea e marítima.

Preparamos ou conferimos os documentos de exportação e importação (fatura comercial, romaneio, conhecimento de embarque marítimo ou aéreo, certificados de origem) e podemos cuidar do desembaraço aduaneiro nas duas pontas.', 'Do you ship internationally?', 'Yes. Through our offices in New York, London and Singapore and a network of partner agents, we ship to and from most countries by air and ocean.

We prepare or check the export and import documents (commercial invoice, packing list, bill of lading or air waybill, certificates of origin) and can arrange customs clearance at both ends.'),
('freight', 5, 'Quais itens não podem ser enviados?', 'Não transportamos mercadorias ilegais na origem, no trânsito ou no destino, dinheiro e títulos ao portador, armas e munições sem as licenças exigidas, explosivos, material radioativo ou animais vivos.

Cargas perigosas como baterias, líquidos inflamáveis ou produtos químicos só viajam se forem declaradas com antecedência e embaladas e identificadas conforme as normas IATA e IMDG. Perecíveis exigem serviço com temperatura controlada. Na dúvida, consulte-nos antes de reservar.', 'What items cannot be shipped?', 'We do not carry goods that are illegal at the origin, in transit or at the destination, cash and bearer instruments, weapons and ammunition without the proper licences, explosives, radioactive material or live animals.

Dangerous goods such as batteries, flammable liquids or chemicals can travel only when they are declared in advance and packed and labelled under the IATA and IMDG rules. Perishables need a temperature-controlled service. If in doubt, ask before booking.'),
('freight', 6, 'O que acontece se meu envio atrasar?', 'Acompanhamos cada envio e avisamos assim que identificamos um atraso, com o motivo e uma nova previsão de entrega. As causas mais comuns são clima, congestionamento nos portos e inspeções aduaneiras.

Quando outra rota ou modalidade pode recuperar o prazo, apresentamos a proposta antes de agir. Eventuais compensações seguem as condições do seu contrato ou da sua reserva.', 'What happens if my shipment is delayed?', 'We monitor every shipment and tell you as soon as we see a delay, with the reason and a new estimated delivery time. Common causes are weather, port congestion and customs inspections.

Where another routing or mode can recover the time, we will propose it before acting. Any compensation follows the terms of your contract or booking.'),
('freight', 7, 'Vocês oferecem seguro de carga?', 'Sim. Contratamos cobertura contra todos os riscos para mercadorias em trânsito e armazenadas, até o valor declarado por você. Solicite o seguro na reserva, porque a cobertura não pode começar depois que a carga partiu.

Se a mercadoria chegar avariada, registre a ocorrência no comprovante de entrega, tire fotos e nos avise por escrito o quanto antes; nossa equipe conduz o sinistro com a seguradora.', 'Do you offer cargo insurance?', 'Yes. We arrange all-risk cover for goods in transit and in storage, up to the value you declare. Ask for it when you book, because cover cannot start after the cargo has left.

If goods arrive damaged, note it on the delivery receipt, take photographs and tell us in writing as soon as possible; our team will guide the claim with the insurer.'),
('freight', 8, 'Quais formas de pagamento vocês aceitam?', 'Aceitamos transferência bancária, Pix, boleto bancário e cartão de crédito corporativo. Clientes com crédito aprovado recebem fatura e pagam no prazo previsto em contrato.', 'What payment methods do you accept?', 'We accept bank transfers, Pix, boleto bancário and corporate credit cards. Account customers with approved credit are invoiced and can pay within the term agreed in their contract.'),
('freight', 9, 'Qual é a política de reembolso?', 'Se você cancelar antes da coleta da carga, devolvemos o valor pago, descontados os custos já assumidos com transportadoras em seu nome. Serviços já prestados não são reembolsáveis.

Pagamentos em duplicidade e reembolsos aprovados são devolvidos pelo mesmo meio de pagamento em até dez dias úteis.', 'What is your refund policy?', 'If you cancel before the cargo is collected, we refund what you paid, less any costs already incurred with carriers on your behalf. Services already performed are not refundable.

Overpayments and approved refunds are returned to the original payment method within ten business days.'),
('freight', 10, 'Qual é o horário de atendimento ao cliente?', 'Nossa equipe de atendimento funciona de segunda a sexta, das 9h às 18h no horário EST (horário de Nova York). Mensagens enviadas fora desse horário são respondidas no dia útil seguinte.

Os telefones e e-mails de cada escritório estão na [nossa página de contato](/contact).', 'What are your customer support hours?', 'Our support team is available Monday to Friday, from 9 am to 6 pm EST (New York time). Messages sent outside these hours are answered on the next business day.

Phone numbers and email addresses for each office are on [our contact page](/en/contact).');

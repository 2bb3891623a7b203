// What a tenant's page shows an account of no tenant (a customer not linked to a module yet).
interface NotATenantProps {
  title: string;
  body: string;
}

export function NotATenant({ title, body }: NotATenantProps) {
  return (
    <section className="portal-card grid gap-2" data-testid="not-a-tenant">
      <h1 className="text-2xl font-bold text-brand">{title}</h1>
      <p className="text-muted-foreground">{body}</p>
    </section>
  );
}

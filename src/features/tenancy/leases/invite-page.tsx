// The page an invitation's link opens (server-rendered, no script): accept it in one click when
// signed in with an account of no tenant; sign in or sign up first when signed out (back here after
// signing in); otherwise a plain message (used, expired or withdrawn, or already in a tenant).
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import type { FormState } from '@/lib/forms/form-state';
import type { InvitePageProps } from './tenancy-view.server';

export function InvitePage({ props, form }: { props: InvitePageProps; form: FormState }) {
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-12" data-invite-state={props.state}>
      <h1 className="text-3xl font-bold text-brand">{props.title}</h1>
      {props.text && <p className="text-lg">{props.text}</p>}
      {props.message && <p className="text-muted-foreground">{props.message}</p>}
      {props.state === 'ready' && (
        <form method="post" action={form.action} className="grid gap-3">
          {form.formError && <FormAlert message={form.formError} />}
          <input type="hidden" name="token" value={props.token} />
          <button type="submit" className={buttonVariants({ size: 'lg' })}>
            {props.accept}
          </button>
        </form>
      )}
      {props.state === 'signedOut' && (
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-3">
            <a href={props.signInHref} className={buttonVariants({ size: 'lg' })}>
              {props.signInText}
            </a>
            <a href={props.signUpHref} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {props.signUpText}
            </a>
          </div>
          <p className="text-sm text-muted-foreground">{props.signUpHint}</p>
        </div>
      )}
    </section>
  );
}

// The seed's availability as a visitor sees it (spec: 4 to 15 available, 1, 2, 3, 16, 17 and 18
// leased), on a server of its own: on the shared one, other specs lease modules, and a module's
// status follows its leases.
import { expect, test, type Page } from '@playwright/test';
import { useStaffServer } from './support/own-server';

test.describe.configure({ mode: 'serial' });
const server = useStaffServer();
const base = () => server().origin;

const section = (page: Page) => page.locator('#disponibilidade');
const sitePlan = (page: Page) => page.locator('[data-site-plan]');
const card = (page: Page, n: number) => page.locator(`[data-module-card="${n}"]`);

test.describe('with JavaScript', () => {
  test("'Unidades Disponíveis' has modules 4 to 15, 'Unidades Alugadas' 1, 2, 3, 16, 17 and 18", async ({ page }) => {
    await page.goto(`${base()}/`);
    await expect(section(page).getByRole('heading', { level: 2 })).toHaveText('Módulos disponíveis');
    const available = page.getByRole('list', { name: 'Unidades Disponíveis' });
    await expect(available.getByRole('listitem')).toHaveCount(12);
    for (let n = 4; n <= 15; n++) {
      const item = available
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `Módulo ${n}`, exact: true }) });
      await expect(item).toContainText('Disponível');
      // The spec's line where it is true (180 m² of mezzanine), else the module's own figures.
      const total = n === 9 ? '1.903,80' : n <= 8 ? '1.885,23' : n === 10 ? '1.721,80' : '1.705,23';
      await expect(item).toContainText(`${total} m² no total`);
      await expect(item).toContainText(
        n <= 8
          ? 'Mezanino: 180m² - Térreo: 1640m² - Total: 1820m²'
          : n === 9
            ? 'Mezanino: 182,00 m² - Térreo: 1.721,80 m² - Total: 1.903,80 m²'
            : `Térreo: ${total} m² - Sem mezanino`,
      );
      await expect(item.getByRole('link', { name: 'Tenho interesse' })).toHaveAttribute(
        'href',
        `/agendar-visita?modulo=${n}`,
      );
      await expect(item.getByRole('link', { name: 'Quadro de Áreas' })).toHaveAttribute(
        'href',
        `/quadro-de-areas#modulo-${n}`,
      );
    }
    const leased = page.getByRole('list', { name: 'Unidades Alugadas' });
    await expect(leased.getByRole('listitem')).toHaveText(
      [1, 2, 3, 16, 17, 18].map((n) => new RegExp(`^Módulo ${n}\\s*Alugado$`)),
    );
    await expect(leased.getByRole('link', { name: 'Tenho interesse' })).toHaveCount(0);

    const schedule = section(page).getByRole('link', { name: 'Agendar Visita' });
    await expect(schedule).toHaveAttribute('href', '/agendar-visita');
  });

  test('English page translates the section', async ({ page }) => {
    await page.goto(`${base()}/en`);
    await expect(section(page).getByRole('heading', { level: 2 })).toHaveText('Available modules');
    const available = page.getByRole('list', { name: 'Available units' });
    await expect(available.getByRole('listitem')).toHaveCount(12);
    await expect(available.getByRole('link', { name: "I'm interested" }).first()).toHaveAttribute(
      'href',
      '/en/agendar-visita?modulo=4',
    );
    await expect(available).toContainText('Mezzanine: 180 m² - Ground floor: 1640 m² - Total: 1820 m²');
    await expect(card(page, 12)).toContainText('Ground floor: 1,705.23 m² - No mezzanine');
    await expect(page.getByRole('list', { name: 'Leased units' }).getByRole('listitem')).toHaveCount(6);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the site plan counts 12 modules available and 6 leased', async ({ page }) => {
    await page.goto(`${base()}/`);
    await expect(sitePlan(page)).toContainText('Disponível (12)');
    await expect(sitePlan(page)).toContainText('Alugado (6)');
  });
});

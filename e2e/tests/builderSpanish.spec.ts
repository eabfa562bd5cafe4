import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation } from '../support/axeScan';
import { keyboardDrag } from '../support/formBuilderDrag';
import { signInToStaff } from '../support/staffApp';
import { newForm } from '../support/staffCharts';

/**
 * Issue 21 point 6: the form builder's own texts follow the staff app's language. Staff who chose
 * Spanish build in Spanish (toolbox, canvas, properties, rules) while the form's own texts stay
 * as written; English is formBuilder.spec.ts.
 */

test('staff reading Spanish build a form in a Spanish builder: add by keyboard, edit, a rule, save', async ({
  page,
}) => {
  const form = await newForm(
    [{ elType: 'SingleChoice', properties: { label: 'Smoker', options: ['Yes', 'No'] } }],
    'Tabaquismo',
  );
  await signInToStaff(page, '/staff/patients');
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();

  await page.goto(`/staff/forms/${form.id}`);
  await expect(page.getByRole('heading', { name: form.name })).toBeVisible();
  const toolbox = page.getByRole('navigation', { name: 'Componentes' });
  const canvas = page.getByRole('region', { name: 'Lienzo del formulario' });
  await expect(toolbox.getByText('Campos de entrada', { exact: true })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Editor de formularios' })).toContainText('Deshacer');
  await expect(canvas.getByRole('button', { name: 'Copiar el diseño de Fila (Row1)' })).toBeVisible();
  await expect(page.getByText(/^Seleccione un componente, una fila o una columna/)).toBeVisible();

  // A text input after the question, by keyboard; its properties open in Spanish.
  await keyboardDrag(
    page,
    toolbox.getByRole('button', { name: 'Campo de texto', exact: true }),
    'drop:form:1',
  );
  const panel = page.getByRole('complementary', { name: 'Editar elemento' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Validación', { exact: true })).toBeVisible();
  await expect(
    panel.getByText('La pregunta o el título que lee quien cumplimenta el formulario.'),
  ).toBeVisible();
  await panel.getByLabel('Etiqueta', { exact: true }).fill('Cigarrillos al día');
  await expect(canvas.getByRole('button', { name: 'Editar Cigarrillos al día (TextInput1)' })).toBeVisible();

  // A rule, summed up in Spanish on the canvas (the form's own words stay as written).
  await panel.getByRole('button', { name: 'Reglas del componente' }).click();
  const rules = page.getByRole('dialog', { name: 'Reglas del componente' });
  await expect(rules.getByLabel('Mostrar este componente solo cuando')).toBeChecked();
  await rules.getByLabel('Componente de la condición 1').selectOption('SingleChoice1');
  await rules.getByLabel('Valor de la condición 1').selectOption('Yes');
  await rules.getByRole('button', { name: 'Aplicar' }).click();
  await expect(canvas.getByText('Se muestra cuando Smoker es Yes')).toBeVisible();
  await expect(panel.getByText('Se muestra u oculta según las reglas del componente.')).toBeVisible();

  await expectNoSeriousViolation(page);

  await expect(page.getByText('Cambios sin guardar')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Guardado.', { exact: true })).toBeVisible();
  await expect(page.getByText('Cambios sin guardar')).toBeHidden();

  // Saved: read back after a reload, still in Spanish.
  await page.reload();
  await expect(canvas.getByRole('button', { name: 'Editar Cigarrillos al día (TextInput1)' })).toBeVisible();
  await expect(canvas.getByText('Se muestra cuando Smoker es Yes')).toBeVisible();
});

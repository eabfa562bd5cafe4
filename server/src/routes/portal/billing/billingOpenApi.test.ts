import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { portalBillingRoutes } from '.';

/** Only this area's routes, so the check does not depend on other areas' schemas. */
async function billingOpenApi() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'billing', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(portalBillingRoutes);
  await app.ready();
  const doc = app.swagger() as {
    paths?: Record<string, Record<string, unknown>>;
    components?: { schemas?: Record<string, unknown> };
  };
  await app.close();
  return doc;
}

describe('billing routes in the OpenAPI document', () => {
  it('documents every Patients call of portal.md section 7 with named schemas', async () => {
    const doc = await billingOpenApi();
    const operations = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
      Object.keys(methods ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/portal/Patients/ImaginePaymentRequest/{id}',
        'POST /api/portal/Patients/UpdateLastRequestIdFetchTime/{id}',
        'POST /api/portal/Patients/ProcessPatientPayment/{id}',
        'POST /api/portal/Patients/patientBalanceDetails/{id}',
        'GET /api/portal/Patients/getPaymentHistory/{id}',
        'GET /api/portal/Patients/getCreditCards/{id}',
        'DELETE /api/portal/Patients/deleteCreditCard/{id}',
        'GET /api/portal/Patients/getPaymentRequestId/{id}',
        'GET /api/portal/Patients/getSaveCardByAccountNumber/{number}',
        'POST /api/portal/Patients/syncPatientDemographicsWithPeregrine',
        'GET /api/portal/Patients/{id}',
        'GET /api/portal/Patients/getCreditCardsByAccountNumber',
        'POST /api/portal/Patients/addCreditCard/{id}',
        'GET /api/portal/Patients/{id}/Invoices',
        'GET /api/portal/Patients/{id}/Invoices/{invoiceId}/Pdf',
      ].sort(),
    );
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'BillingPatientRecord',
        'BillingProcessPaymentBody',
        'BillingPaymentSucceeded',
      ]),
    );
  });
});

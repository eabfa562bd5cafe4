/** OpenAPI grouping shared by every billing route. */
export const billingTags = ['portal: billing'];
export const bearerSecurity = [{ bearer: [] }];

import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { ClinicBrand } from './ClinicBrand';

/**
 * The request pages for a visitor who is not signed in: the clinic's logo and name above the page
 * (it is their clinic they are asking), and the page as the document's main landmark.
 */
export function PublicFrame() {
  return (
    <>
      <Box
        component="header"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <ClinicBrand to="/welcome" />
      </Box>
      <Box component="main" id="main">
        <Outlet />
      </Box>
    </>
  );
}

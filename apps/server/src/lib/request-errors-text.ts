import { defineCatalog } from './i18n/translator';

/** The texts of the errors any request can get, that are the server's own rather than contracts'. */
export const requestErrorsText = defineCatalog(
  {
    'errors.invalidValue': 'Invalid value',
    'errors.invalidRequest': 'Invalid request',
    'errors.notAnApiRoute': '{method} {path} is not an API route',
  },
  {
    'errors.invalidValue': 'Valor no válido',
    'errors.invalidRequest': 'Solicitud no válida',
    'errors.notAnApiRoute': '{method} {path} no es una ruta de la API',
  },
);

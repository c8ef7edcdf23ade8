/* global SwaggerUIBundle */
// Kept out of the HTML so the page runs under a Content-Security-Policy without inline scripts.
SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
  // The public validator badge would call validator.swagger.io; the document is validated by our tests.
  validatorUrl: null,
  // Same origin: "Try it out" sends the session cookie; writes go as application/json, as the gateway requires.
  withCredentials: true,
});

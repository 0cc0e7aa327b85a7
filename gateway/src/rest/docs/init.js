// Starts Swagger UI on /api/openapi.json. A separate file because the Content Security Policy
// allows no inline script. "Try it out" sends the token of the member signed in to the web app
// in this browser (as the GraphQL explorer does) unless one was entered under Authorize, and
// the preflight header a body-less POST needs (CSRF protection).
// Runs in the browser, after the Swagger UI bundle's script tags define its two globals.
/* global window, SwaggerUIBundle, SwaggerUIStandalonePreset */
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // Each service's routes folded under its heading: over 140 operations open at once, Swagger
    // UI 5 rendered the first service's and stopped (e2e/api-docs); a reader opens a service.
    docExpansion: 'none',
    // The default validator badge asks validator.swagger.io about the document: no requests elsewhere.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
    requestInterceptor: function (request) {
      var token = null;
      try {
        token = window.localStorage.getItem('auth_token');
      } catch {
        token = null;
      }
      if (token && !request.headers.Authorization && !request.headers.authorization) request.headers.Authorization = 'Bearer ' + token;
      request.headers['apollo-require-preflight'] = 'true';
      return request;
    },
  });
});

// The nginx configuration of `npm run cluster`: one public port, round robin over the instances.

/**
 * @param {{ port: number; upstreamPorts: number[]; prefix: string }} options
 * @returns {string}
 */
export function nginxConfig({ port, upstreamPorts, prefix }) {
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  return `# Written by scripts/cluster/nginxConfig.mjs; runs as the current user under ${prefix}.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # The largest request the server takes (2 MB uploads) and a little room for the form fields.
  client_max_body_size 3m;

  upstream clinic {
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # An instance that is down or draining (503 on close) is skipped; a request that may change
    # something (POST, PATCH...) is never sent twice, which is nginx's default.
    proxy_next_upstream error timeout http_502 http_503;

    # Live updates (Server-Sent Events): no buffering, and streams may stay open for hours.
    location ~ ^/api/(core|portal)/Live$ {
      proxy_pass http://clinic;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://clinic;
    }
  }
}
`;
}

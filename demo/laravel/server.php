<?php

// The router for PHP's built-in server (`php -S host:port server.php`), as
// Laravel 8's own: files under public/ are served as they are, the rest goes
// to public/index.php.
// REQUEST_LOG (tests): a file each request is appended to, `GET /api/shops/1`, as the server received it.
if ($log = getenv('REQUEST_LOG')) {
    file_put_contents($log, $_SERVER['REQUEST_METHOD'].' '.$_SERVER['REQUEST_URI']."\n", FILE_APPEND | LOCK_EX);
}
$uri = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');

if ($uri !== '/' && is_file(__DIR__.'/public'.$uri)) {
    return false;
}

require_once __DIR__.'/public/index.php';

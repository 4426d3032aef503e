<?php

// The router for PHP's built-in server (`php -S host:port server.php`), as
// Laravel 8's own: files under public/ are served as they are, the rest goes
// to public/index.php.
$uri = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');

if ($uri !== '/' && is_file(__DIR__.'/public'.$uri)) {
    return false;
}

require_once __DIR__.'/public/index.php';

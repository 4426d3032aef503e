<?php

// Nothing is queued here; artisan's queue commands want the setting.
return [
    'default' => 'sync',
    'connections' => ['sync' => ['driver' => 'sync']],
    'failed' => ['driver' => 'null'],
];

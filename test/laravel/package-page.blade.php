<head>
@cashbackHead
<style @cashbackNonce></style>
</head>
<body>
@foreach ($islands as [$name, $props, $attributes])
@cashbackIsland($name, $props, $attributes)
@endforeach
@cashbackScripts
</body>

use super::*;

/// A host of an older build: it speaks version 2 only, and answers any other hello `version`
/// and closes, as those hosts do. Returns its address and the versions it was greeted with.
async fn old_host() -> (String, tokio::sync::mpsc::UnboundedReceiver<u32>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let Ok(mut ws) = tokio_tungstenite::accept_async(tcp).await else {
                continue;
            };
            let Some(Ok(Message::Text(t))) = ws.next().await else {
                continue;
            };
            let Ok(ClientMsg::Hello { version }) = serde_json::from_str(t.as_str()) else {
                continue;
            };
            let _ = tx.send(version);
            let answer = if version == 2 {
                ServerMsg::Welcome {
                    version,
                    server: "catan (older)".into(),
                }
            } else {
                ServerMsg::error(ErrorCode::Version, "not spoken here")
            };
            let text = serde_json::to_string(&answer).unwrap();
            let _ = ws.send(Message::text(text)).await;
            if version != 2 {
                let _ = ws.close(None).await;
            }
        }
    });
    (url, rx)
}

/// This build says hello with its own version; a host of an older build refuses it, and the
/// connection is opened again with version 3 (no watching), then 2 (no chat).
#[test]
fn a_host_of_an_older_build_is_spoken_to_in_version_2() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let (url, mut greeted) = old_host().await;
        let c = Connection::open(&url, Duration::from_secs(10))
            .await
            .unwrap();
        assert_eq!(c.version, 2);
        assert_eq!(greeted.recv().await, Some(PROTOCOL_VERSION));
        assert_eq!(greeted.recv().await, Some(CHAT_VERSION));
        assert_eq!(greeted.recv().await, Some(2));
    });
}

/// A host under load whose hello deadline passed before the hello came answers `version`
/// "say hello … first": the connection is opened again with this build's version (not an older
/// one, which could not watch).
#[test]
fn a_late_hello_is_said_again_in_the_same_version() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("ws://{}", listener.local_addr().unwrap());
        let (tx, mut greeted) = tokio::sync::mpsc::unbounded_channel();
        tokio::spawn(async move {
            let mut first = true;
            while let Ok((tcp, _)) = listener.accept().await {
                let Ok(mut ws) = tokio_tungstenite::accept_async(tcp).await else {
                    continue;
                };
                let Some(Ok(Message::Text(t))) = ws.next().await else {
                    continue;
                };
                let Ok(ClientMsg::Hello { version }) = serde_json::from_str(t.as_str()) else {
                    continue;
                };
                let _ = tx.send(version);
                let answer = if first {
                    ServerMsg::hello_late()
                } else {
                    ServerMsg::Welcome {
                        version,
                        server: "catan".into(),
                    }
                };
                first = false;
                let text = serde_json::to_string(&answer).unwrap();
                let _ = ws.send(Message::text(text)).await;
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        });
        let c = Connection::open(&url, Duration::from_secs(10))
            .await
            .unwrap();
        assert_eq!(c.version, PROTOCOL_VERSION);
        assert_eq!(greeted.recv().await, Some(PROTOCOL_VERSION));
        assert_eq!(greeted.recv().await, Some(PROTOCOL_VERSION));
    });
}

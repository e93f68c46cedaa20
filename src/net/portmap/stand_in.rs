//! A stand-in home router for tests, on loopback: an SSDP answer on UDP, the device and service
//! descriptions and the SOAP actions over HTTP, as a router's UPnP daemon (miniupnpd) gives
//! them. It records the actions it was asked and stops when dropped (or after 30 s).

use super::Router;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::SocketAddr;
use std::net::{TcpListener, TcpStream, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use std::time::Instant;

/// What the stand-in does when asked to map a port.
#[derive(Clone, Copy)]
pub(crate) enum Answer {
    Map,
    Refuse(u16),
}

/// A stand-in gateway: it answers searches and SOAP actions until dropped (or 30 s).
pub(crate) struct Gateway {
    search: SocketAddr,
    /// The SOAP actions it was asked, with their bodies.
    pub(crate) asked: Arc<Mutex<Vec<(String, String)>>>,
    stop: Arc<AtomicBool>,
}

impl Drop for Gateway {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

const DESCRIPTION_XML: &str = r#"<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0"><specVersion><major>1</major><minor>0</minor></specVersion>
<device><deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:1</deviceType>
<deviceList><device><deviceType>urn:schemas-upnp-org:device:WANDevice:1</deviceType>
<deviceList><device><deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:1</deviceType>
<serviceList><service><serviceType>urn:schemas-upnp-org:service:WANIPConnection:1</serviceType>
<serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId><controlURL>/ctl/IPConn</controlURL>
<eventSubURL>/evt/IPConn</eventSubURL><SCPDURL>/WANIPCn.xml</SCPDURL></service></serviceList>
</device></deviceList></device></deviceList></device></root>"#;

fn scpd_xml() -> String {
    let action = |name: &str, args: &[&str]| {
        let args: String = args
            .iter()
            .map(|a| format!("<argument><name>{a}</name><direction>in</direction></argument>"))
            .collect();
        format!("<action><name>{name}</name><argumentList>{args}</argumentList></action>")
    };
    format!(
        r#"<?xml version="1.0"?><scpd xmlns="urn:schemas-upnp-org:service-1-0"><actionList>{}{}{}</actionList></scpd>"#,
        action(
            "AddPortMapping",
            &[
                "NewRemoteHost",
                "NewExternalPort",
                "NewProtocol",
                "NewInternalPort",
                "NewInternalClient",
                "NewEnabled",
                "NewPortMappingDescription",
                "NewLeaseDuration",
            ],
        ),
        action(
            "DeletePortMapping",
            &["NewRemoteHost", "NewExternalPort", "NewProtocol"]
        ),
        "<action><name>GetExternalIPAddress</name><argumentList><argument><name>NewExternalIPAddress</name><direction>out</direction></argument></argumentList></action>",
    )
}

fn soap(inner: &str) -> String {
    format!(
        r#"<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body>{inner}</s:Body></s:Envelope>"#
    )
}

const SERVICE: &str = "urn:schemas-upnp-org:service:WANIPConnection:1";

impl Gateway {
    pub(crate) fn start(public: &'static str, answer: Answer) -> Gateway {
        let udp = UdpSocket::bind("127.0.0.1:0").unwrap();
        let http = TcpListener::bind("127.0.0.1:0").unwrap();
        let http_port = http.local_addr().unwrap().port();
        let stop = Arc::new(AtomicBool::new(false));
        let asked = Arc::new(Mutex::new(Vec::new()));
        let search = udp.local_addr().unwrap();
        let until = Instant::now() + Duration::from_secs(30);
        {
            let stop = stop.clone();
            udp.set_read_timeout(Some(Duration::from_millis(50)))
                .unwrap();
            std::thread::spawn(move || {
                let mut buf = [0u8; 2048];
                while !stop.load(Ordering::SeqCst) && Instant::now() < until {
                    let Ok((n, from)) = udp.recv_from(&mut buf) else {
                        continue;
                    };
                    if String::from_utf8_lossy(&buf[..n]).starts_with("M-SEARCH") {
                        let reply = format!(
                            "HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\n\
                             ST: urn:schemas-upnp-org:device:InternetGatewayDevice:1\r\n\
                             USN: uuid:stand-in::urn:schemas-upnp-org:device:InternetGatewayDevice:1\r\n\
                             LOCATION: http://127.0.0.1:{http_port}/rootDesc.xml\r\n\r\n"
                        );
                        let _ = udp.send_to(reply.as_bytes(), from);
                    }
                }
            });
        }
        {
            let (stop, asked) = (stop.clone(), asked.clone());
            http.set_nonblocking(true).unwrap();
            std::thread::spawn(move || {
                while !stop.load(Ordering::SeqCst) && Instant::now() < until {
                    match http.accept() {
                        Ok((s, _)) => serve(s, public, answer, &asked),
                        Err(_) => std::thread::sleep(Duration::from_millis(10)),
                    }
                }
            });
        }
        Gateway {
            search,
            asked,
            stop,
        }
    }

    pub(crate) fn router(&self) -> Router {
        Router {
            search: self.search,
            timeout: Duration::from_secs(3),
        }
    }

    pub(crate) fn actions(&self) -> Vec<String> {
        self.asked
            .lock()
            .unwrap()
            .iter()
            .map(|a| a.0.clone())
            .collect()
    }
}

/// One HTTP request: the descriptions, or a SOAP action answered as `answer` says.
fn serve(stream: TcpStream, public: &str, answer: Answer, asked: &Mutex<Vec<(String, String)>>) {
    stream.set_nonblocking(false).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(3)))
        .unwrap();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut first = String::new();
    if reader.read_line(&mut first).is_err() {
        return;
    }
    let (mut length, mut action) = (0usize, String::new());
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
            break;
        }
        let lower = line.to_ascii_lowercase();
        if let Some(v) = lower.strip_prefix("content-length:") {
            length = v.trim().parse().unwrap_or(0);
        }
        if lower.starts_with("soapaction:") {
            action = line
                .split('#')
                .nth(1)
                .unwrap_or("")
                .trim()
                .trim_matches('"')
                .to_string();
        }
    }
    let mut body = vec![0u8; length];
    let _ = reader.read_exact(&mut body);
    let path = first.split_whitespace().nth(1).unwrap_or("");
    let (status, text) = match (path, action.as_str()) {
        ("/rootDesc.xml", _) => ("200 OK", DESCRIPTION_XML.to_string()),
        ("/WANIPCn.xml", _) => ("200 OK", scpd_xml()),
        ("/ctl/IPConn", "GetExternalIPAddress") => (
            "200 OK",
            soap(&format!(
                r#"<u:GetExternalIPAddressResponse xmlns:u="{SERVICE}"><NewExternalIPAddress>{public}</NewExternalIPAddress></u:GetExternalIPAddressResponse>"#
            )),
        ),
        ("/ctl/IPConn", "AddPortMapping") => match answer {
            Answer::Map => (
                "200 OK",
                soap(&format!(
                    r#"<u:AddPortMappingResponse xmlns:u="{SERVICE}"/>"#
                )),
            ),
            Answer::Refuse(code) => (
                "500 Internal Server Error",
                soap(&format!(
                    r#"<s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail><UPnPError xmlns="urn:schemas-upnp-org:control-1-0"><errorCode>{code}</errorCode><errorDescription>ConflictInMappingEntry</errorDescription></UPnPError></detail></s:Fault>"#
                )),
            ),
        },
        ("/ctl/IPConn", "DeletePortMapping") => (
            "200 OK",
            soap(&format!(
                r#"<u:DeletePortMappingResponse xmlns:u="{SERVICE}"/>"#
            )),
        ),
        _ => ("404 Not Found", String::new()),
    };
    if !action.is_empty() {
        let body = String::from_utf8_lossy(&body).into_owned();
        asked.lock().unwrap().push((action, body));
    }
    let mut out = stream;
    let _ = write!(
        out,
        "HTTP/1.1 {status}\r\nContent-Type: text/xml\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}",
        text.len()
    );
}
